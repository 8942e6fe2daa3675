import { RETENTION as R, type PrivacyPeriodField } from "@shared/privacy-policy";

// The privacy page (decision 056): plain words, short sentences, headings a person can scan. What
// it says of the product (what each form stores, for how long, the cookies) must stay true of the
// code: a change there is a change here, with a new version in shared/privacy-policy.ts.

/** A part of the site, what it asks for and why. */
export type PrivacyPart = { heading: string; collect: string; why: string; note?: string };

/**
 * A row of how long we keep it. A period the owner sets (`period`) is written before `howLong`,
 * by the page (the build's default) or by the server (the saved one).
 */
export type KeepRow = { what: string; howLong: string; period?: PrivacyPeriodField };

/** How long each kind of information is kept. */
const keepRows: KeepRow[] = [
  { what: "Invoices and payments", howLong: `${R.invoicesYears} years, as tax law requires` },
  {
    what: "Requests (consultations, assessments, enquiries by phone) from people who did not become clients",
    period: "enquiryMonths",
    howLong: " months (our current period)",
  },
  { what: "The text of the e-mails we send you", period: "mailBodyDays", howLong: " days (our current period); we keep a record that each e-mail was sent" },
  { what: "Our register of confidentiality incidents", howLong: `${R.incidentsYears} years after each incident is closed, as Quebec law requires` },
  { what: "Your client file", howLong: "As long as you are our client, or until you ask us to delete it" },
  { what: "Sign-in links", howLong: `${R.loginLinkMinutes} minutes` },
  { what: "Portal sessions", howLong: `${R.sessionIdleDays} days without use, ${R.sessionMaxDays} days at most` },
  { what: "The counts that protect us against abuse", howLong: "1 hour, deleted within a day" },
];

/** What each part of the site asks for, in the order of the site. */
const parts: PrivacyPart[] = [
  {
    heading: "The consultation form (home page)",
    collect: "Your name, e-mail address and phone number. If you give them: your company name, the service you need and your message.",
    why: "To answer your request.",
  },
  {
    heading: "The free job assessment (seven steps)",
    collect:
      "Your name, phone number, e-mail address and postal code, and the property address if you give it. Your answers about the service, the property, how often, pets, cleaning products and special requirements (these may include access instructions or allergies).",
    why: "To prepare your quote and plan the work.",
    note: "Until you submit, your answers stay in your browser tab only, so that reloading the page does not lose them.",
  },
  {
    heading: "Careers",
    collect: "Nothing. The Apply buttons open job sites run by other companies, under their own privacy policies.",
    why: "To show our open positions.",
  },
  {
    heading: "The client login",
    collect: "Your e-mail address.",
    why: `To send you a sign-in link. The link works for ${R.loginLinkMinutes} minutes.`,
  },
  {
    heading: "The client portal",
    collect:
      "When you are our client: your name, e-mail address, phone number, service addresses and access notes; your quotes, invoices and payments; your visits, messages, requests and ratings; your choices about news and offers. When you accept a quote: the name you type, the date, your internet address (IP address) and your browser’s name, as proof of the agreement. When you sign in: your internet address and your browser’s name, kept with your session.",
    why: "To do the work, bill it, keep in touch with you and protect your account.",
  },
  {
    heading: "The visitor counter",
    collect:
      "Only the address of the page you open. We add one to that page’s count for the day. No name, no internet address, no cookie. Your browser notes, for that tab only, that the page was counted.",
    why: "To know which pages are read.",
  },
  {
    heading: "News and offers",
    collect:
      "Only if you tick the box on a form or say yes in the portal: your yes or no, the exact words you saw, the date, and where it came from (internet address and browser).",
    why: "Canada’s anti-spam law asks us to prove your consent. Every message has a link to unsubscribe in one click.",
  },
  {
    heading: "Protection against abuse",
    collect: "A count of the requests sent from each internet address, and of the sign-in links sent to each e-mail address.",
    why: "To block spam and attacks.",
  },
];

export const privacy = {
  eyebrow: "Your information",
  heading: "Privacy Policy",
  version: (version: string, date: string) => `Version ${version}, updated ${date}`,
  intro: (company: string) =>
    `This page explains what personal information ${company} collects, why, how long we keep it, who else receives it, and how you can use your rights. We follow Canada’s privacy law (PIPEDA) and Quebec’s private-sector privacy law (Law 25).`,
  contents: "On this page",
  sections: {
    short: "In short",
    collect: "What we collect and why",
    keep: "How long we keep it",
    share: "Who else receives it, and where",
    cookies: "Cookies",
    rights: "Your rights",
    use: "How to use your rights",
    officer: "The person in charge of privacy",
    changes: "Changes to this policy",
  },
  short: [
    "We collect only what we need to answer you and to serve you.",
    "We never sell your information. We do not track you.",
    "We send news and offers only if you say yes. You can stop them at any time.",
    "You can see, correct, download or delete your information.",
  ],
  collect: {
    intro: "Here is what each part of the site asks for.",
    collectLabel: "What we collect:",
    whyLabel: "Why:",
    parts,
  },
  keep: {
    intro: "We keep information only as long as we need it or as the law requires.",
    rows: keepRows,
    after: "When a period ends, we delete the information or remove what identifies you.",
  },
  share: {
    intro: "We share your information only with the companies that help us serve you, and only what they need. We never sell it.",
    whoLabel: "Who",
    whatLabel: "What they do",
    whereLabel: "Where",
    rows: [
      {
        who: "Our e-mail provider",
        what: "Delivers the e-mails we send you: sign-in links, quotes, invoices, visit notices and replies.",
        where: "Outside Quebec, possibly outside Canada",
      },
      {
        who: "Stripe",
        what: "Handles card payments. You type your card number on Stripe’s page; we never see it.",
        where: "Outside Quebec and outside Canada (United States and other countries)",
      },
      {
        who: "Our hosting provider",
        what: "Runs the servers that hold this website, its database and its backups.",
        where: "Outside Quebec (our office is in Ottawa, Ontario)",
      },
    ],
    note: "Information kept outside Quebec or Canada is protected by our contracts with these companies, but the courts and authorities of those places may be able to see it.",
  },
  cookies: {
    intro: "We use only the cookies the site needs to work. No tracking or advertising cookies, and nothing that follows you to other sites.",
    nameLabel: "Cookie",
    whyLabel: "Why",
    howLongLabel: "How long",
    rows: [
      {
        name: "Session",
        why: "Keeps you signed in to the client portal. A second small cookie only tells our pages that you are signed in; it holds nothing about you.",
        howLong: `Until you sign out, or ${R.sessionIdleDays} days without use (${R.sessionMaxDays} days at most)`,
      },
      { name: "Language", why: "Remembers whether you chose English or French.", howLong: "1 year" },
      { name: "Portal menu", why: "Remembers whether the portal’s menu is open or closed.", howLong: "7 days" },
    ],
  },
  rights: {
    intro: "You have these rights over your personal information:",
    items: [
      { name: "Access", text: "Ask what we hold about you, and get a copy." },
      { name: "Correction", text: "Ask us to fix what is wrong or incomplete." },
      { name: "Withdraw your consent", text: "Stop news and offers at any time, with the link in each message or in the portal." },
      { name: "Deletion", text: `Ask us to delete your information. We keep only what the law requires (invoices and payments, ${R.invoicesYears} years).` },
      {
        name: "Portability",
        text: "Get your information in a structured, commonly used format (JSON and CSV files), for you or for another organization.",
      },
    ],
    complaint: {
      name: "Complaint",
      before: "If our answer does not satisfy you, you can complain to the ",
      cai: "Commission d’accès à l’information du Québec",
      middle: " (if you live in Quebec) or to the ",
      opc: "Office of the Privacy Commissioner of Canada",
      after: ".",
    },
  },
  use: {
    portal: {
      before: "Clients: ",
      link: "sign in to the client portal",
      after: " and open its Privacy page. You can download your data, change your e-mail choices, and ask for a correction or for deletion there.",
    },
    write: "Everyone: write to the person in charge of privacy (below).",
    answer: "We answer within 30 days. We may ask you to confirm who you are before we act, to protect your information.",
  },
  officer: {
    intro: "This person makes sure we follow this policy and the law. They answer your questions and your requests.",
    emailLabel: "E-mail:",
  },
  changes: "When we change this policy, we change its version and date at the top of this page.",
};
