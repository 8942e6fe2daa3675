import type { Role } from "../../shared/schemas/auth";

/** The signed-in user of a request, resolved once by middleware/session.ts. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  createdAt: Date;
  role: Role;
  /** admin_users.username for admins. */
  username: string | null;
};

export type ApiEnv = { Variables: { viewer: Viewer | null } };
