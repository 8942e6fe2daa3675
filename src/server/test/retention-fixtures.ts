import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { queryRows, type Db } from "../db/client";
import {
  auditLog,
  clients,
  confidentialityIncidents,
  consultations,
  jobAssessments,
  leads,
  outbox,
  outboxAttachments,
  staffInvitations,
} from "../db/schema/index";
import { addDays } from "../../shared/calendar-date";
import { businessDay } from "../../shared/business-time";
import type { RetentionCategory } from "../../shared/schemas/retention";
import { monthsBefore } from "../services/retention/cutoffs";

// A world for the retention tests (decision 055): with the default periods (24 months, 90 days),
// a row due and a row just short of due in each category, and the enquiries and e-mails of a client,
// which retention never touches.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
/** `months` calendar months ago, less a margin of `days` (negative: more than that long ago). */
const monthsAgo = (months: number, days = 0) => new Date(monthsBefore(new Date(), months).getTime() + days * DAY);
const yearsAgoDay = (years: number, days = 0) => {
  const today = businessDay();
  return addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, "-02-28"), -days);
};

/** The client whose enquiries and mail stay: matched by e-mail (any case), by phone, or by a link. */
export const KEPT_CLIENT = { email: "kept@example.com", phone: "613-555-0199" };

/** What the default periods make due, per category. */
export const DUE: Record<RetentionCategory, number> = {
  consultations: 1,
  assessments: 2,
  leads: 1,
  mail_bodies: 4,
  mail_recipients: 1,
  incidents: 1,
  audit_log: 1,
  staff_invitations: 2,
};

export type RetentionWorld = Awaited<ReturnType<typeof seedRetentionWorld>>;

const one = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;

export async function seedRetentionWorld(db: Db) {
  const [client] = await db
    .insert(clients)
    .values({ fullName: "Kept Client", email: KEPT_CLIENT.email, phoneNumber: KEPT_CLIENT.phone })
    .returning({ id: clients.id });
  const clientId = client!.id;

  const consultation = (name: string, at: Date, over: Partial<typeof consultations.$inferInsert> = {}) =>
    one(
      db
        .insert(consultations)
        .values({
          name,
          email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
          phone: "613-555-0101",
          company: "Acme",
          message: "Call after 5",
          createdAt: at,
          ...over,
        })
        .returning({ id: consultations.id }),
    );
  const assessment = (fullName: string, at: Date, over: Partial<typeof jobAssessments.$inferInsert> = {}) =>
    one(
      db
        .insert(jobAssessments)
        .values({
          fullName,
          phoneNumber: "613-555-0102",
          email: `${fullName.toLowerCase().replaceAll(" ", ".")}@example.com`,
          propertyAddress: "45 Elgin St, Ottawa",
          postcode: "K1P 5K7",
          propertyType: ["home"],
          propertySize: "2 Bedrooms",
          serviceType: ["regular"],
          frequency: "custom",
          customFrequency: "Every other Tuesday",
          pets: true,
          petType: "Dog named Rex",
          preferredIngredients: "eco-friendly",
          specialRequirements: "Gate code 1234",
          submittedAt: at,
          ...over,
        })
        .returning({ id: jobAssessments.id }),
    );
  const lead = (fullName: string, created: Date, updated: Date, over: Partial<typeof leads.$inferInsert> = {}) =>
    one(
      db
        .insert(leads)
        .values({
          fullName,
          phoneNumber: "613-555-0103",
          email: `${fullName.toLowerCase().replaceAll(" ", ".")}@example.com`,
          address: "1 Bank St",
          details: "Wants a quote for the office",
          comments: "Met at a trade show",
          createdAt: created,
          updatedAt: updated,
          ...over,
        })
        .returning({ id: leads.id }),
    );

  const ids = {
    clientId,
    consultations: {
      due: await consultation("Old Visitor", monthsAgo(24, -1)),
      recent: await consultation("Recent Visitor", monthsAgo(24, 1)),
      clientByEmail: await consultation("Client By Email", monthsAgo(30), { email: "KEPT@Example.com", phone: "613-555-0000" }),
      clientByPhone: await consultation("Client By Phone", monthsAgo(30), { email: "other.address@example.com", phone: "1 (613) 555-0199" }),
    },
    assessments: {
      due: await assessment("Old Assessment", monthsAgo(26)),
      customSize: await assessment("Custom Size", monthsAgo(25), { propertySize: "About 3,000 sq ft", postcode: "K2P 1L4" }),
      recent: await assessment("Recent Assessment", monthsAgo(1)),
      linked: await assessment("Linked Assessment", monthsAgo(30), { clientId }),
      madeClient: await assessment("Made Client", monthsAgo(30), { email: "made.client@example.com", phoneNumber: "819-555-0177" }),
    },
    leads: {
      due: await lead("Old Lead", monthsAgo(30), monthsAgo(25)),
      worked: await lead("Worked Lead", monthsAgo(30), daysAgo(20)),
      converted: await lead("Converted Lead", monthsAgo(30), monthsAgo(30), { clientId }),
      clientLead: await lead("Client Lead", monthsAgo(30), monthsAgo(30), { phoneNumber: "343-555-0111", email: null }),
    },
    mail: {} as Record<"oldSent" | "oldNotify" | "recentSent" | "unsent" | "visitorConfirm" | "clientLogin", string>,
    incidents: {} as Record<"expired" | "lastDay" | "open", string>,
    audit: {} as Record<"old" | "recent" | "ofOpenIncident", string>,
    invitations: {} as Record<"revokedLongAgo" | "expiredLongAgo" | "revokedRecently" | "open", string>,
  };
  // A client made from the assessment (another e-mail and phone) and one Convert made from a lead.
  await db
    .insert(clients)
    .values({ fullName: "Made Client", email: "made.client.new@example.com", phoneNumber: "819-555-0000", assessmentId: ids.assessments.madeClient });
  await db.insert(clients).values({ fullName: "Client Lead", email: null, phoneNumber: "613-555-0777", leadId: ids.leads.clientLead });

  const mail = async (
    key: keyof typeof ids.mail,
    o: { kind: string; to: string; subject: string; sent: Date | null; created?: Date; replyTo?: string; file?: boolean },
  ) => {
    const id = await one(
      db
        .insert(outbox)
        .values({
          kind: o.kind,
          to: o.to,
          replyTo: o.replyTo ?? null,
          subject: o.subject,
          text: `Body of ${key}`,
          html: `<p>Body of ${key}</p>`,
          sentAt: o.sent,
          createdAt: o.created ?? o.sent ?? new Date(),
        })
        .returning({ id: outbox.id }),
    );
    if (o.file)
      await db
        .insert(outboxAttachments)
        .values({ outboxId: id, position: 0, filename: "Q-2024-0001.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.4") });
    ids.mail[key] = id;
  };
  await mail("oldSent", { kind: "quote.send", to: KEPT_CLIENT.email, subject: "Your quote Q-2024-0001", sent: daysAgo(91), file: true });
  await mail("oldNotify", {
    kind: "consultation.notify",
    to: "quotes@maplecrestcleaning.ca",
    replyTo: "old.visitor@example.com",
    subject: "New Quote Request from Old Visitor",
    sent: daysAgo(100),
  });
  await mail("recentSent", { kind: "quote.send", to: KEPT_CLIENT.email, subject: "Your quote Q-2026-0009", sent: daysAgo(89), file: true });
  await mail("unsent", { kind: "invoice.send", to: KEPT_CLIENT.email, subject: "Invoice F-2026-0001", sent: null, created: daysAgo(200) });
  await mail("visitorConfirm", { kind: "assessment.confirm", to: "old.assessment@example.com", subject: "We received your request", sent: monthsAgo(25) });
  await mail("clientLogin", { kind: "auth.login-link", to: "Kept@Example.com", subject: "Your sign-in link", sent: monthsAgo(25) });

  const incident = (key: keyof typeof ids.incidents, closedOn: string | null, discoveredOn: string) =>
    one(
      db
        .insert(confidentialityIncidents)
        .values({ occurredOn: discoveredOn, discoveredOn, description: `Incident ${key}`, information: "Names and e-mails", closedOn, seriousRisk: false })
        .returning({ id: confidentialityIncidents.id }),
    ).then((id) => (ids.incidents[key] = id));
  // Kept until five years after closing: the one closed a day earlier is due.
  await incident("expired", yearsAgoDay(5, 1), yearsAgoDay(6));
  await incident("lastDay", yearsAgoDay(5), yearsAgoDay(6));
  await incident("open", null, yearsAgoDay(10));

  const audit = (entity: string, entityId: string, at: Date) =>
    one(
      db
        .insert(auditLog)
        .values({ actorEmail: "admin@example.com", action: `${entity}.update`, entity, entityId, at })
        .returning({ id: auditLog.id }),
    );
  ids.audit.old = await audit("lead", ids.leads.worked, monthsAgo(72, -1));
  ids.audit.recent = await audit("lead", ids.leads.worked, monthsAgo(72, 1));
  ids.audit.ofOpenIncident = await audit("confidentiality_incident", ids.incidents.open, monthsAgo(84));
  // The expired incident's history leaves with it (counted as the incident, not as audit entries).
  await audit("confidentiality_incident", ids.incidents.expired, monthsAgo(70));

  // Staff invitations: revoked or expired over 30 days ago are due; a recent revocation and an open one stay.
  // (Addresses and hashes of their own: a test may seed this world twice.)
  const invitation = (key: keyof typeof ids.invitations, o: { revoked?: Date; expires: Date }) =>
    one(
      db
        .insert(staffInvitations)
        .values({
          email: `${key}.${randomUUID()}@staff.example.com`,
          role: "cleaner",
          language: "en",
          tokenHash: randomUUID(),
          expiresAt: o.expires,
          revokedAt: o.revoked ?? null,
        })
        .returning({ id: staffInvitations.id }),
    ).then((id) => (ids.invitations[key] = id));
  await invitation("revokedLongAgo", { revoked: daysAgo(31), expires: daysAgo(30) });
  await invitation("expiredLongAgo", { expires: daysAgo(31) });
  await invitation("revokedRecently", { revoked: daysAgo(29), expires: daysAgo(25) });
  await invitation("open", { expires: new Date(Date.now() + 3 * DAY) });
  return ids;
}

/** Every row of the tables retention changes, as JSON, by table: for "nothing else changed". */
export async function retentionTables(db: Db): Promise<Record<string, unknown[]>> {
  const tables = [
    "consultations",
    "job_assessments",
    "leads",
    "outbox",
    "outbox_attachments",
    "confidentiality_incidents",
    "audit_log",
    "clients",
    "staff_invitations",
  ];
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const order = t === "outbox_attachments" ? "outbox_id" : "id";
    out[t] = (await queryRows<{ row: unknown }>(db, sql.raw(`select to_jsonb(t) as row from "${t}" t order by ${order}`))).map((r) => r.row);
  }
  return out;
}
