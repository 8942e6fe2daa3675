import { describe, expect, test } from "vitest";
import { createAssessmentSchemas } from "../../shared/schemas/assessment";
import { assessmentBody } from "../test/assessment-fixture";
import { company, sender } from "../test/french-mail";
import { COMMERCIAL, renderMail, type MailData, type MailKind, type MailRequest } from "./kinds";

// Which kinds follow the language they are queued with: every message to a visitor or a client
// does; messages to the company inbox and to staff are English whatever it is. And how each ends:
// every one names its sender (name, legal name, mailing address, phone, e-mail, site: decision
// 057); one to a visitor or a client says where to stop news and offers, in their language; the
// announcement, the one commercial kind, carries its unsubscribe link and headers.

const assessment = createAssessmentSchemas(company.email).assessmentSchema.parse(assessmentBody());
const quote = {
  number: "Q-2026-0042",
  title: "Nettoyage",
  totalCents: 123456,
  validUntil: "2026-12-01",
  clientName: "Marie Tremblay",
  clientEmail: "marie@example.com",
};
const invoice = { ...quote, number: "F-2026-0007", kind: "standard" as const, balanceCents: 23456, dueDate: "2026-12-15", dueNow: false };
const client = { name: "Marie Tremblay", email: "marie@example.com" };
const reminderCompany = { ...company, etransferEmail: null };
const acceptedAt = "2026-11-23T18:05:00.000Z";
const privacyRequest = {
  to: "marie@example.com",
  name: "Marie Tremblay",
  kind: "correction" as const,
  receivedOn: "2026-11-23",
  dueOn: "2026-12-23",
  note: "Nous avons corrigé votre numéro.",
  url: "https://maplecrest.example/p",
  company,
};

/** One message of every kind (the type checker asks for a new kind here). */
const SAMPLES: { [K in MailKind]: MailData<K> } = {
  "consultation.notify": {
    consultation: { name: "Marie Tremblay", email: "marie@example.com", phone: "819-555-0100", company: undefined, service: undefined, message: undefined },
    inbox: { name: company.name, email: company.inbox, sender },
  },
  "assessment.notify": { assessment, company: { ...company, inbox: company.inbox } },
  "assessment.confirm": { assessment, company: { ...company, inbox: company.inbox } },
  "auth.login-link": { to: "marie@example.com", url: "https://maplecrest.example/l", minutes: 15, company },
  "auth.no-account": { to: "marie@example.com", company },
  "auth.password-reset": { to: "boss@example.com", url: "https://maplecrest.example/r", company },
  "auth.verify-email": { to: "boss@example.com", username: "boss", url: "https://maplecrest.example/v", company },
  "quote.send": { quote, url: "https://maplecrest.example/q", revised: false, company },
  "quote.accepted-confirm": { quote, signedName: "Marie", acceptedAt, depositCents: null, company },
  "quote.accepted-notify": {
    quote,
    signedName: "Marie",
    acceptedAt,
    channel: "online, in the client portal",
    adminUrl: "https://maplecrest.example/a",
    company,
  },
  "quote.declined-notify": { quote, reason: "price", comment: null, adminUrl: "https://maplecrest.example/a", company },
  "quote.changes-notify": { quote, message: "Plus de fenêtres", adminUrl: "https://maplecrest.example/a", company },
  "invoice.send": { invoice, paying: { etransferEmail: null, url: "https://maplecrest.example/i" }, company },
  "invoice.receipt": { invoice, amountCents: 1000, paidOn: "2026-11-23", method: "cash", url: "https://maplecrest.example/i", company },
  "invoice.etransfer-notify": { invoice, adminUrl: "https://maplecrest.example/a", company },
  "invoice.reminder": {
    invoice: { number: invoice.number, title: invoice.title, balanceCents: 23456, dueDate: "2026-11-01", daysOverdue: 3 },
    client,
    url: "https://maplecrest.example/i",
    company: reminderCompany,
  },
  "quote.expiry-notice": {
    quote: { number: quote.number, title: quote.title, totalCents: quote.totalCents, validUntil: quote.validUntil, daysLeft: 3 },
    client,
    url: "https://maplecrest.example/q",
    company: reminderCompany,
  },
  "invoice.card-refund-notify": { invoice, amount: "$234.56", reason: "Voided.", paymentIntent: "pi_1", adminUrl: "https://maplecrest.example/a", company },
  "invoice.refund": {
    invoice,
    amountCents: 5000,
    paymentReference: "pi_1",
    paidOn: "2026-11-20",
    creditNumber: "C-2026-0003",
    reason: "Fenêtres non lavées",
    url: "https://maplecrest.example/i",
    company,
  },
  "invoice.refund-failed-notify": {
    invoice,
    amountCents: 5000,
    paymentReference: "pi_1",
    creditNumber: "C-2026-0003",
    message: "Charge has been disputed.",
    adminUrl: "https://maplecrest.example/a",
    company,
  },
  "autopay.failed": {
    invoice: { number: "F-2026-0007", title: "Nettoyage", amountCents: 23456 },
    card: "Visa •••• 4242",
    reason: "insufficient_funds",
    nextTry: "2026-12-04",
    client,
    url: "https://maplecrest.example/i",
    company,
  },
  "autopay.card-expiring": { card: "Visa •••• 4242", expires: "2026-12-31", client, url: "https://maplecrest.example/i", company: reminderCompany },
  "autopay.failed-notify": {
    invoice: { number: "F-2026-0007", title: "Nettoyage", amountCents: 23456, clientName: "Marie Tremblay", clientEmail: "marie@example.com" },
    card: "Visa •••• 4242",
    attempts: 3,
    detail: "Your card has insufficient funds.",
    unknown: false,
    adminUrl: "https://maplecrest.example/a",
    company,
  },
  "visit.reminder": {
    visit: { date: "2026-12-01", windowStart: "08:00", windowEnd: "10:00", service: "Nettoyage", address: "12, rue Laurier, Gatineau" },
    client,
    url: "https://maplecrest.example/v",
    company,
  },
  "visit.notice": {
    change: "moved",
    visit: { date: "2026-12-02", windowStart: "08:00", windowEnd: "10:00", service: "Nettoyage", address: "12, rue Laurier, Gatineau" },
    previous: { date: "2026-12-01", windowStart: "08:00", windowEnd: "10:00" },
    reason: null,
    series: null,
    client,
    url: "https://maplecrest.example/v",
    company,
  },
  "message.staff": { to: "marie@example.com", clientName: "Marie Tremblay", staffName: "Sam", body: "Bonjour!", url: "https://maplecrest.example/m", company },
  "message.client-notify": {
    kind: "message",
    clientName: "Marie Tremblay",
    clientEmail: "marie@example.com",
    body: "Merci!",
    visit: null,
    adminUrl: "https://maplecrest.example/a",
    company,
  },
  "privacy.received": { ...privacyRequest, kind: "deletion", note: null },
  "privacy.done": privacyRequest,
  "privacy.refused": { ...privacyRequest, note: "Nous devons garder ces factures." },
  "privacy.erased": { to: "marie@example.com", retainedYears: 6, company },
  "privacy.request-notify": {
    inbox: company.inbox,
    kind: "correction",
    clientName: "Marie Tremblay",
    clientEmail: "marie@example.com",
    details: "Mon numéro a changé.",
    dueOn: "2026-12-23",
    adminUrl: "https://maplecrest.example/a",
    sender,
  },
  "announcement.send": { to: "marie@example.com", name: "Marie Tremblay", subject: "Nouveauté", body: "Nous nettoyons maintenant les tapis.", company },
  "staff.invitation": {
    to: "luc@example.com",
    url: "https://maplecrest.example/admin?type=invitation&token=t&lang=fr",
    role: "cleaner",
    invitedBy: "Sam",
    expiresAt: "2026-11-30T18:05:00.000Z",
    company,
  },
  "staff.role-changed": { to: "luc@example.com", name: "Luc", role: "office", company },
  "staff.deactivated": { to: "luc@example.com", name: "Luc", company },
  "staff.reactivated": { to: "luc@example.com", name: "Luc", company },
  "staff.two-step-off": { to: "luc@example.com", name: "Luc", at: acceptedAt, company },
  "staff.recovery-codes": { to: "luc@example.com", name: "Luc", at: acceptedAt, company },
  "staff.two-step-reset": { to: "luc@example.com", name: "Luc", at: acceptedAt, company },
  "crew.no-access": {
    to: "quotes@example.com",
    cleanerName: "Mia",
    clientName: "Marie Tremblay",
    when: "December 1, 2026, 9:00 AM – 11:00 AM",
    service: "Nettoyage",
    address: "12 rue Principale, Gatineau, QC J8X 1A1",
    reason: "refused",
    text: null,
    adminUrl: "https://maplecrest.example/admin/visits/v1",
    sender,
  },
  "visit.report": {
    visit: { date: "2026-12-01", service: "Nettoyage", address: "12, rue Laurier, Gatineau" },
    done: [],
    notes: ["Merci!"],
    photos: { before: 1, after: 1 },
    client,
    url: "https://maplecrest.example/v",
    company,
  },
};

const TO_STAFF = new Set<MailKind>([
  "consultation.notify",
  "assessment.notify",
  "auth.password-reset",
  "auth.verify-email",
  "quote.accepted-notify",
  "quote.declined-notify",
  "quote.changes-notify",
  "invoice.etransfer-notify",
  "invoice.card-refund-notify",
  "invoice.refund-failed-notify",
  "autopay.failed-notify",
  "message.client-notify",
  "privacy.request-notify",
  "crew.no-access",
]);

/** E-mails to a staff member about their own account: in the language chosen for them (decision 060). */
const TO_STAFF_MEMBER = new Set<MailKind>([
  "staff.invitation",
  "staff.role-changed",
  "staff.deactivated",
  "staff.reactivated",
  "staff.two-step-off",
  "staff.recovery-codes",
  "staff.two-step-reset",
]);

const render = (kind: MailKind, language: "en" | "fr") => renderMail({ kind, data: SAMPLES[kind], language } as MailRequest);
const kinds = Object.keys(SAMPLES) as MailKind[];

/** The lines after the signature delimiter, in `language`. */
const senderBlock = (language: "en" | "fr") =>
  [
    "-- ",
    "Maple Crest Cleaning (14872309 Canada Inc.)",
    "PO Box 4410, Station E, Ottawa ON K1S 5B4",
    `613-555-0142 · info@example.com · https://maplecrest.example${language === "fr" ? "/fr" : ""}`,
  ].join("\n");

/** The reader's unsubscribe page, in their language (the test sender's token names the address). */
const pageOf = (to: string, language: "en" | "fr") =>
  `https://maplecrest.example${language === "fr" ? "/fr" : ""}/unsubscribe?token=token-of-${encodeURIComponent(to)}`;

describe("how each kind ends", () => {
  test.each([...TO_STAFF])("%s, to the company or staff, names the sender in English, with nothing about news", (kind) => {
    const mail = render(kind, "fr");
    expect(mail.text.endsWith(`\n\n${senderBlock("en")}`)).toBe(true);
    expect(mail.text).not.toContain("/unsubscribe");
    expect(mail.headers).toBeUndefined();
  });

  test.each([...TO_STAFF_MEMBER])("%s, to a staff member about their account, names the sender in their language, with nothing about news", (kind) => {
    for (const language of ["en", "fr"] as const) {
      const mail = render(kind, language);
      expect(mail.text.endsWith(`\n\n${senderBlock(language)}`), language).toBe(true);
      expect(mail.text).not.toContain("/unsubscribe");
      expect(mail.headers).toBeUndefined();
    }
    expect(render(kind, "fr").text).toMatch(/^Bonjour/);
    expect(render(kind, "en").text).toMatch(/^Hello/);
  });

  test.each(kinds.filter((k) => !TO_STAFF.has(k) && !TO_STAFF_MEMBER.has(k) && !COMMERCIAL.has(k)))(
    "%s, to a visitor or a client, names the sender and says where to stop news and offers, in their language, with no unsubscribe headers",
    (kind) => {
      const [en, fr] = [render(kind, "en"), render(kind, "fr")];
      expect(en.text.endsWith(`\n\n${senderBlock("en")}\nTo stop our news and offers by e-mail: ${pageOf(en.to, "en")}`)).toBe(true);
      expect(fr.text.endsWith(`\n\n${senderBlock("fr")}\nPour ne plus recevoir nos nouvelles et nos offres par courriel\u00a0: ${pageOf(fr.to, "fr")}`)).toBe(
        true,
      );
      expect(en.headers).toBeUndefined();
      expect(fr.headers).toBeUndefined();
    },
  );

  test("the announcement carries its unsubscribe link in the reader's language, and the one-click headers", () => {
    const [en, fr] = [render("announcement.send", "en"), render("announcement.send", "fr")];
    const oneClick = "https://maplecrest.example/api/unsubscribe?token=token-of-marie%40example.com";
    for (const mail of [en, fr]) {
      expect(mail.headers).toEqual({ "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    }
    expect(en.subject).toBe("Nouveauté - Maple Crest Cleaning");
    expect(en.text).toContain("\n\nNous nettoyons maintenant les tapis.\n\n");
    expect(
      en.text.endsWith(
        `${senderBlock("en")}\nYou receive this e-mail because you are a client of Maple Crest Cleaning, asked us for a quote, or agreed to our news and offers. Unsubscribe in one click: ${pageOf("marie@example.com", "en")}`,
      ),
    ).toBe(true);
    expect(
      fr.text.endsWith(
        `${senderBlock("fr")}\nVous recevez ce courriel parce que vous êtes client de Maple Crest Cleaning, nous avez demandé une soumission ou avez accepté de recevoir nos nouvelles et nos offres. Désabonnez-vous en un clic\u00a0: ${pageOf("marie@example.com", "fr")}`,
      ),
    ).toBe(true);
  });

  test("the commercial kinds, which the worker holds back without consent, are exactly those with unsubscribe headers", () => {
    expect(kinds.filter((k) => render(k, "en").headers?.["List-Unsubscribe"])).toEqual([...COMMERCIAL]);
  });

  test("without a mailing address the sender's lines leave it out; the legal name is shown only when it differs", () => {
    const bare = { ...company, sender: { ...sender, mailingAddress: null, legalName: sender.name } };
    const mail = renderMail({ kind: "quote.send", data: { ...SAMPLES["quote.send"], company: bare } });
    expect(mail.text).toContain("\n-- \nMaple Crest Cleaning\n613-555-0142 · info@example.com · https://maplecrest.example\n");
  });
});

describe("the language of each kind", () => {
  test.each(kinds.filter((k) => !TO_STAFF.has(k)))("%s, to a visitor or a client, is written in the language given", (kind) => {
    const [en, fr] = [render(kind, "en"), render(kind, "fr")];
    expect(en.text).toMatch(/^Hello\b/);
    expect(fr.text).toMatch(/^Bonjour\b/);
    expect(fr.subject).not.toBe(en.subject);
    expect(fr.to).toBe(en.to);
  });

  test.each([...TO_STAFF])("%s, to the company or staff, is English whatever the language", (kind) => {
    expect(render(kind, "fr")).toEqual(render(kind, "en"));
  });

  test("without a language, a message is English", () => {
    expect(renderMail({ kind: "quote.send", data: SAMPLES["quote.send"] })).toEqual(render("quote.send", "en"));
  });
});
