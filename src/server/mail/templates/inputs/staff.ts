// What the e-mails to staff about their account take (decision 060), and the words each language
// gives them (en/, fr/staff-emails.ts): written in the language chosen for the staff member.

import type { StaffRole } from "../../../../shared/schemas/auth";
import type { AccountCompany } from "./account";

export type StaffCompany = AccountCompany;

/** An invitation to a staff account: its link, the role, who invited them and when the link ends (a timestamp). */
export type StaffInvitationMail = { to: string; url: string; role: StaffRole; invitedBy: string | null; expiresAt: string; company: StaffCompany };
/** Their role changed: the new one. */
export type StaffRoleMail = { to: string; name: string; role: StaffRole; company: StaffCompany };
/** Their account was deactivated, or is active again. */
export type StaffAccountMail = { to: string; name: string; company: StaffCompany };

export type StaffWords = {
  /** The role in a sentence: "as an owner". */
  as: Record<StaffRole, string>;
  /** What the role gives access to. */
  can: Record<StaffRole, string>;
  /** Above the closing: whom to ask. */
  ask: (c: StaffCompany) => string;
  invitation: {
    subject: string;
    lead: (company: string, role: string, by: string | null) => string;
    link: (expires: string) => string;
    then: (signInUrl: string) => string;
  };
  roleChanged: { subject: string; lead: (company: string, role: string) => string; next: string };
  deactivated: { subject: string; lead: (company: string) => string; mistake: string };
  reactivated: { subject: string; lead: (company: string) => string; signIn: (signInUrl: string) => string };
};
