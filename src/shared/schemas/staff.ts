import { z } from "zod";
import { LOCALES, type Locale } from "../locale";
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, STAFF_ROLES, emailField, type StaffRole } from "./auth";

// Staff accounts (decision 060): the owner's Staff page (English, like the rest of the admin) and
// the invitation a new staff member accepts, in the language the owner chose for them.

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  role: "Choose a role: owner, office or cleaner.",
  language: "Choose the language of their e-mails: English or French.",
} as const;

const role = z.enum(STAFF_ROLES, STAFF_MESSAGES.role);

/** POST /api/admin/staff/invitations: who to invite, as what, and the language of their e-mails. */
export const inviteStaffSchema = z.object({ email: emailField, role, language: z.enum(LOCALES, STAFF_MESSAGES.language) });
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** PUT /api/admin/staff/{userId}/role. */
export const staffRoleSchema = z.object({ role });
export type StaffRoleInput = z.input<typeof staffRoleSchema>;

/** A staff account on the Staff page. */
export type StaffMember = {
  userId: string;
  username: string;
  email: string;
  role: StaffRole;
  language: Locale;
  status: "active" | "deactivated";
  createdAt: string;
  deactivatedAt: string | null;
  /** Null until they sign in after sign-ins were first recorded. */
  lastSignedInAt: string | null;
  /** The signed-in owner's own account (they cannot change their own role or deactivate themselves). */
  you: boolean;
  /** Two-step sign-in is on for them (decision 068): an owner may reset it for someone else. */
  twoStepOn: boolean;
};

/** An invitation not yet accepted or revoked (an expired one can be sent again). */
export type StaffInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  language: Locale;
  status: "invited";
  /** When it was last sent. */
  sentAt: string;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
};

/** GET /api/admin/staff. */
export type StaffList = { members: StaffMember[]; invitations: StaffInvitation[] };
/** The answers of the invitation routes (POST, resend). */
export type StaffInvitationAnswer = { invitation: StaffInvitation };
/** POST /api/admin/staff/invitations/{id}/revoke: its link no longer works. */
export type StaffInvitationRevoked = { id: string; email: string; revokedAt: string };
/** The answers of the role, deactivate, reactivate and two-step reset routes. */
export type StaffMemberAnswer = { member: StaffMember };

/**
 * What the invitee reads when their answer is refused, in the invitation's language (the admin's
 * own messages, above, are English).
 */
export const INVITATION_MESSAGES: Record<
  Locale,
  {
    username: string;
    usernameTooLong: string;
    usernameTaken: string;
    emailTaken: string;
    password: string;
    passwordTooLong: string;
    passwordCommon: string;
    invalid: string;
    expired: string;
  }
> = {
  en: {
    username: AUTH_MESSAGES.username,
    usernameTooLong: "Username must be at most 64 characters",
    usernameTaken: "This username is already taken.",
    emailTaken: "An account with this email already exists. Ask the person who invited you.",
    password: AUTH_MESSAGES.password,
    passwordTooLong: AUTH_MESSAGES.passwordTooLong,
    passwordCommon: AUTH_MESSAGES.passwordCommon,
    invalid: "This invitation link is not valid: it was revoked, already used, or is incomplete. Ask the person who invited you to send a new one.",
    expired: `This invitation has expired (a link works for ${INVITATION_DAYS} days). Ask the person who invited you to send it again.`,
  },
  fr: {
    username: "Le nom d’utilisateur doit compter au moins 3\u00a0caractères",
    usernameTooLong: "Le nom d’utilisateur doit compter au plus 64\u00a0caractères",
    usernameTaken: "Ce nom d’utilisateur est déjà pris.",
    emailTaken: "Un compte existe déjà pour cette adresse courriel. Adressez-vous à la personne qui vous a invité.",
    password: `Le mot de passe doit compter au moins ${PASSWORD_MIN}\u00a0caractères`,
    passwordTooLong: `Le mot de passe doit compter au plus ${PASSWORD_MAX}\u00a0caractères`,
    passwordCommon: "Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.",
    invalid:
      "Ce lien d’invitation n’est pas valide\u00a0: l’invitation a été annulée ou déjà utilisée, ou le lien est incomplet. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle.",
    expired: `Cette invitation a expiré (un lien est valide ${INVITATION_DAYS}\u00a0jours). Demandez à la personne qui vous a invité de vous l’envoyer de nouveau.`,
  },
};

const token = z.string().trim().min(1).max(200);

/** POST /api/staff-invitations/check: the link's token. */
export const invitationTokenSchema = z.object({ token });

/** POST /api/staff-invitations/accept: the link's token, and the username and password chosen, checked in `language`. */
export function acceptInvitationSchema(language: Locale) {
  const m = INVITATION_MESSAGES[language];
  return z.object({
    token,
    username: z.string(m.username).trim().min(3, m.username).max(64, m.usernameTooLong),
    password: z.string(m.password).min(PASSWORD_MIN, m.password).max(PASSWORD_MAX, m.passwordTooLong),
  });
}
export type AcceptInvitationInput = z.input<ReturnType<typeof acceptInvitationSchema>>;

/** What the invitation page shows before the invitee chooses (the check's answer). */
export type InvitationDetails = { email: string; role: StaffRole; language: Locale; expiresAt: string };
/** The accept's answer (201): the account, which now signs in with its e-mail and password. */
export type InvitationAccepted = { user: { username: string; email: string; role: StaffRole } };
