import { describe, expect, test } from "vitest";
import { createAssessmentSchemas } from "../../shared/schemas/assessment";
import { assessmentBody } from "../test/assessment-fixture";
import { company } from "../test/french-mail";
import { renderMail, type MailData, type MailKind, type MailRequest } from "./kinds";

// Which kinds follow the language they are queued with: every message to a visitor or a client
// does; messages to the company inbox and to staff are English whatever it is.

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

/** One message of every kind (the type checker asks for a new kind here). */
const SAMPLES: { [K in MailKind]: MailData<K> } = {
  "consultation.notify": {
    consultation: { name: "Marie Tremblay", email: "marie@example.com", phone: "819-555-0100", company: undefined, service: undefined, message: undefined },
    inbox: { name: company.name, email: company.inbox },
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
  "message.client-notify",
]);

const render = (kind: MailKind, language: "en" | "fr") => renderMail({ kind, data: SAMPLES[kind], language } as MailRequest);
const kinds = Object.keys(SAMPLES) as MailKind[];

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
