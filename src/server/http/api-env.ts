import type { Locale } from "../../shared/locale";
import type { Role } from "../../shared/schemas/auth";

/** The signed-in user of a request, resolved once by middleware/session.ts. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  createdAt: Date;
  /** A staff member's role (admin_users.role), or "client". */
  role: Role;
  /** admin_users.username for staff. */
  username: string | null;
  /** admin_users.language for staff (their e-mails and a cleaner's screens); null for a client. */
  staffLanguage: Locale | null;
};

export type ApiEnv = { Variables: { viewer: Viewer | null } };
