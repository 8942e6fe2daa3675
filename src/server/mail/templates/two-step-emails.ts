import type { Locale } from "../../../shared/locale";
import type { StaffCompany } from "./inputs/staff";
import { LANGUAGES } from "./languages";
import { personalMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// E-mails to a staff member when their two-step sign-in gets weaker or changes (decision 068): it
// was turned off, new recovery codes were made, or an owner reset it (a lost phone). In their
// language; the warning matters most when it was not them, so each says what to do then.

/** Two-step sign-in turned off, or new recovery codes: to whom, when (a timestamp), the company. */
export type TwoStepMail = { to: string; name: string; at: string; company: StaffCompany };

type Words = {
  ask: (c: StaffCompany) => string;
  notYou: string;
  off: { subject: string; lead: (company: string, at: string) => string; again: (url: string) => string };
  codes: { subject: string; lead: (company: string, at: string) => string; old: string };
  reset: { subject: string; lead: (company: string, at: string) => string; again: (url: string) => string; required: string; notAsked: string };
};

const WORDS: Record<Locale, Words> = {
  en: {
    ask: (c) => `Questions? Ask an owner of the company, or write to ${c.email}.`,
    notYou: "If this was not you, change your password at once (Forgot your password? on the sign-in screen) and tell an owner of the company.",
    off: {
      subject: "Two-step sign-in was turned off",
      lead: (company, at) => `Two-step sign-in was turned off for your staff account at ${company} on ${at}. Signing in now asks only for your password.`,
      again: (url) => `You can turn it on again in Security, at ${url}.`,
    },
    codes: {
      subject: "New recovery codes were made",
      lead: (company, at) => `New recovery codes were made for your staff account at ${company} on ${at}.`,
      old: "Your earlier recovery codes no longer work. Keep the new ones somewhere safe.",
    },
    reset: {
      subject: "An owner turned off your two-step sign-in",
      lead: (company, at) =>
        `An owner of ${company} turned off two-step sign-in for your staff account on ${at}. You were signed out everywhere; signing in now asks only for your password.`,
      again: (url) => `After you sign in, turn it on again in Security, at ${url}, with your authenticator app.`,
      required: "If the company requires two-step sign-in, you will be asked to set it up when you next sign in.",
      notAsked: "If you did not ask for this, tell an owner of the company.",
    },
  },
  fr: {
    ask: (c) => `Des questions? Adressez-vous à un propriétaire de l’entreprise ou écrivez à ${c.email}.`,
    notYou:
      "Si ce n’était pas vous, changez votre mot de passe tout de suite (Mot de passe oublié? sur l’écran de connexion) et prévenez un propriétaire de l’entreprise.",
    off: {
      subject: "La connexion en deux étapes a été désactivée",
      lead: (company, at) =>
        `La connexion en deux étapes a été désactivée pour votre compte du personnel chez ${company} le ${at}. La connexion ne demande plus que votre mot de passe.`,
      again: (url) => `Vous pouvez la réactiver dans Sécurité, à ${url}.`,
    },
    codes: {
      subject: "De nouveaux codes de récupération ont été créés",
      lead: (company, at) => `De nouveaux codes de récupération ont été créés pour votre compte du personnel chez ${company} le ${at}.`,
      old: "Vos anciens codes de récupération ne fonctionnent plus. Gardez les nouveaux en lieu sûr.",
    },
    reset: {
      subject: "Un propriétaire a désactivé votre connexion en deux étapes",
      lead: (company, at) =>
        `Un propriétaire de ${company} a désactivé la connexion en deux étapes pour votre compte du personnel le ${at}. Vous avez été déconnecté partout; la connexion ne demande plus que votre mot de passe.`,
      again: (url) => `Une fois connecté, réactivez-la dans Sécurité, à ${url}, avec votre application d’authentification.`,
      required: "Si l’entreprise exige la connexion en deux étapes, on vous demandera de la configurer à votre prochaine connexion.",
      notAsked: "Si vous ne l’avez pas demandé, prévenez un propriétaire de l’entreprise.",
    },
  },
};

/** Where a staff member manages their two-step sign-in. */
export const securityUrl = (c: StaffCompany) => `${c.appUrl}/admin/security`;

function twoStepMail(language: Locale, d: TwoStepMail, subject: string, body: string[]): RenderedMail {
  const l = LANGUAGES[language];
  const c = d.company;
  return personalMail(
    l,
    { to: d.to, replyTo: c.email, subject: l.withCompany(subject, c.name), name: d.name, body, ask: WORDS[language].ask(c), sender: c.sender, news: "none" },
    language,
  );
}

export function twoStepOffMail(d: TwoStepMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  const at = LANGUAGES[language].format.moment(d.at);
  return twoStepMail(language, d, w.off.subject, [w.off.lead(d.company.name, at), w.notYou, w.off.again(securityUrl(d.company))]);
}

export function recoveryCodesMail(d: TwoStepMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  const at = LANGUAGES[language].format.moment(d.at);
  return twoStepMail(language, d, w.codes.subject, [w.codes.lead(d.company.name, at), w.codes.old, w.notYou]);
}

/** An owner reset it (decision 068): signed out, the password alone until they turn it on again. */
export function twoStepResetMail(d: TwoStepMail, language: Locale): RenderedMail {
  const w = WORDS[language];
  const at = LANGUAGES[language].format.moment(d.at);
  return twoStepMail(language, d, w.reset.subject, [
    w.reset.lead(d.company.name, at),
    w.reset.again(securityUrl(d.company)),
    w.reset.required,
    w.reset.notAsked,
  ]);
}
