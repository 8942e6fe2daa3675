import type { Locale } from "../../../shared/locale";
import { STAFF_EN } from "./en/staff-emails";
import { STAFF_FR } from "./fr/staff-emails";
import type { StaffAccountMail, StaffCompany, StaffInvitationMail, StaffRoleMail, StaffWords } from "./inputs/staff";
import { LANGUAGES } from "./languages";
import { personalMail, type Paragraph } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// E-mails to a staff member about their account (decision 060), in the language chosen for them:
// the invitation with its link, a new role, deactivated, active again. Each ends with the company's
// lines like every e-mail; none speaks of news and offers (staff are not on the company's lists).

const WORDS: Record<Locale, StaffWords> = { en: STAFF_EN, fr: STAFF_FR };

/** Where staff sign in. */
const signInUrl = (c: StaffCompany) => `${c.appUrl}/admin`;

function staffMail(language: Locale, m: { to: string; name?: string; subject: string; body: Paragraph[]; company: StaffCompany }): RenderedMail {
  const l = LANGUAGES[language];
  const c = m.company;
  return personalMail(
    l,
    {
      to: m.to,
      replyTo: c.email,
      subject: l.withCompany(m.subject, c.name),
      name: m.name,
      body: m.body,
      ask: WORDS[language].ask(c),
      sender: c.sender,
      news: "none",
    },
    language,
  );
}

export function staffInvitationMail(d: StaffInvitationMail, language: Locale): RenderedMail {
  const [w, l] = [WORDS[language], LANGUAGES[language]];
  return staffMail(language, {
    to: d.to,
    subject: w.invitation.subject,
    body: [
      w.invitation.lead(d.company.name, w.as[d.role], d.invitedBy),
      w.can[d.role],
      w.invitation.link(l.format.moment(d.expiresAt)),
      d.url,
      w.invitation.then(signInUrl(d.company)),
    ],
    company: d.company,
  });
}

export function staffRoleChangedMail(d: StaffRoleMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  return staffMail(language, {
    to: d.to,
    name: d.name,
    subject: w.roleChanged.subject,
    body: [w.roleChanged.lead(d.company.name, w.as[d.role]), w.can[d.role], w.roleChanged.next],
    company: d.company,
  });
}

export function staffDeactivatedMail(d: StaffAccountMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  return staffMail(language, {
    to: d.to,
    name: d.name,
    subject: w.deactivated.subject,
    body: [w.deactivated.lead(d.company.name), w.deactivated.mistake],
    company: d.company,
  });
}

export function staffReactivatedMail(d: StaffAccountMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  return staffMail(language, {
    to: d.to,
    name: d.name,
    subject: w.reactivated.subject,
    body: [w.reactivated.lead(d.company.name), w.reactivated.signIn(signInUrl(d.company))],
    company: d.company,
  });
}
