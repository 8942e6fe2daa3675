import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import type { Database } from "../db/client";
import { clientConversations, crewAccessViews, idempotencyKeys, timesheetChanges, visitClientNotes, visitReports, visitRatings } from "../db/schema/index";
import { makeClientUser, rowsOf, type TestApp } from "./auth-fixtures";
import { call } from "./auth-helpers";
import { assessmentBody } from "./assessment-fixture";
import { FORM, LEADS } from "./lead-fixtures";
import { QUOTE_FORM, QUOTES } from "./quote-fixtures";
import { photoDirOf } from "../services/photos/photo-files";
import { addTestPhoto } from "./photo-fixtures";
import { SERVICE_VISITS } from "./service-visit-fixtures";
import { signInClient } from "./auth-helpers";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";

// A person with rows in every table a person can be in, written through the product's own routes
// (and directly only where no route writes: a rating of a past visit, the visit's photos, answers
// kept for Idempotency-Keys), for the tests of the archive and of the erasure. Their name, e-mail,
// phone and street are words no other row uses.

export type Someone = { fullName: string; email: string; phone: string; street: string; postalCode: string };

export const ROSALIND: Someone = {
  fullName: "Rosalind Quillfeather",
  email: "rosalind.quill@example.com",
  phone: "819-555-0147",
  street: "1847 Thornbury Crescent",
  postalCode: "K2P 1L4",
};

export const BARTHOLOMEW: Someone = {
  fullName: "Bartholomew Emberley",
  email: "bart.emberley@example.com",
  phone: "613-555-0162",
  street: "52 Larkspur Lane",
  postalCode: "K1S 3G2",
};

/** Every way the person's identifiers may be written down, as the erasure test looks for them. */
export const identifiersOf = (p: Someone) => [p.fullName, p.email, p.phone, p.phone.replace(/\D/g, ""), p.street];

export type Seeded = {
  clientId: string;
  addressId: string;
  quoteId: string;
  depositInvoiceId: string;
  invoiceId: string;
  draftInvoiceId: string;
  visitId: string;
  clientCookie: string;
};

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The person as a visitor, then a client with quotes, invoices, visits, messages and a privacy request; `admin` is a signed-in admin's cookie. */
export async function seedPerson(t: TestApp, database: Database, admin: string, p: Someone): Promise<Seeded> {
  const cookie = admin;
  // What they sent before they were a client.
  await json(
    await call(t, "/api/consultations", {
      body: { name: p.fullName, email: p.email, phone: p.phone, message: `Please call ${p.fullName} at ${p.phone}.`, newsConsent: true },
    }),
    201,
  );
  const assessment = { ...assessmentBody(p.email), full_name: p.fullName, phone_number: p.phone.replace(/\D/g, ""), property_address: p.street };
  await json(await call(t, "/api/assessments", { body: assessment }), 201);
  await json(
    await call(t, LEADS, {
      body: { ...FORM, fullName: p.fullName, email: p.email, phoneNumber: p.phone, address: p.street, details: `Met ${p.fullName}` },
      cookie,
    }),
    201,
  );
  // The client record (audited with its details) and its address.
  const client = await json<{ id: string; addresses: { id: string }[] }>(
    await call(t, "/api/admin/clients", {
      body: {
        fullName: p.fullName,
        email: p.email,
        phoneNumber: p.phone,
        language: "en",
        notes: `Key under the mat at ${p.street}`,
        addresses: [{ street: p.street, city: "Ottawa", province: "ON", postalCode: p.postalCode }],
      },
      cookie,
    }),
    201,
  );
  const [clientId, addressId] = [client.id, client.addresses[0]!.id];
  // Their sign-in account, a session, a login link (verifications, rate limits, mail).
  const userId = await makeClientUser(database, p.email, p.fullName);
  const clientCookie = (await signInClient(t, database, p.email)).cookie;
  // A quote sent (its version and PDF e-mailed) and accepted in the portal (the signed PDF, a deposit invoice issued).
  const quote = await json<{ quote: { id: string } }>(
    await call(t, QUOTES, {
      body: { ...QUOTE_FORM, title: `Deep clean for ${p.fullName}`, clientId, addressId, deposit: { kind: "percent", percent: 10 } },
      cookie,
    }),
    201,
  );
  const quoteId = quote.quote.id;
  await json(await call(t, `${QUOTES}/${quoteId}/send`, { method: "POST", cookie }), 200);
  const accepted = await json<{ quote: { id: string } }>(
    await call(t, `/api/portal/quotes/${quoteId}/accept`, { body: { version: 1, termsAccepted: true, signedName: p.fullName }, cookie: clientCookie }),
    200,
  );
  void accepted;
  const [deposit] = await rowsOf<{ id: string }>(database, sql`select id from invoices where quote_id = ${quoteId} and kind = 'deposit'`);
  // The work's invoice, issued and paid in part (a reference that names them), with a credit; and a draft by hand.
  const work = await json<{ invoice: { id: string } }>(await call(t, "/api/admin/invoices/from-quote", { body: { quoteId }, cookie }), 201);
  await json(await call(t, `/api/admin/invoices/${work.invoice.id}/issue`, { body: {}, cookie }), 200);
  await json(
    await call(t, `/api/admin/invoices/${work.invoice.id}/payments`, {
      body: { amountCents: 1000, paidOn: businessDay(), method: "etransfer", reference: `From ${p.fullName}` },
      cookie,
    }),
    200,
  );
  await json(
    await call(t, `/api/admin/invoices/${work.invoice.id}/credits`, { body: { amountCents: 500, reason: `Goodwill for ${p.fullName}` }, cookie }),
    200,
  );
  await json(await call(t, `/api/portal/invoices/${work.invoice.id}`, { cookie: clientCookie }), 200);
  const draft = await json<{ invoice: { id: string } }>(
    await call(t, "/api/admin/invoices", {
      body: { clientId, addressId, title: "Extra", lines: [{ description: `Windows at ${p.street}`, quantity: 1, unitPriceCents: 2000 }] },
      cookie,
    }),
    201,
  );
  // A visit next week (the client told), moved; a weekly schedule; a rating of a visit.
  const visitBody = {
    clientId,
    addressId,
    quoteId,
    date: addDays(businessDay(), 7),
    windowStart: "08:00",
    windowEnd: "10:00",
    service: "Deep clean",
    crewNotes: `Call ${p.phone}`,
  };
  const visit = await json<{ visit: { id: string } }>(await call(t, SERVICE_VISITS, { body: visitBody, cookie }), 201);
  await json(await call(t, `${SERVICE_VISITS}/${visit.visit.id}`, { method: "PUT", body: { ...visitBody, date: addDays(businessDay(), 8) }, cookie }), 200);
  await json(
    await call(t, "/api/admin/service-schedules", {
      body: {
        clientId,
        addressId,
        quoteId,
        service: "Weekly clean",
        frequency: "weekly",
        startDate: addDays(businessDay(), 14),
        windowStart: "09:00",
        windowEnd: "11:00",
        crewNotes: `Dog at ${p.street}`,
      },
      cookie,
    }),
    201,
  );
  await database.db.insert(visitRatings).values({ visitId: visit.visit.id, clientId, score: 5, comment: `Thanks, ${p.fullName}` });
  // The crew's photos of the visit, before and after.
  const photos = { db: database.db, photoDir: photoDirOf(t.config) };
  await addTestPhoto(photos, visit.visit.id, "before", 1);
  await addTestPhoto(photos, visit.visit.id, "after", 2);
  // A cleaner shown the entry details of that visit (decision 063).
  await database.db.insert(crewAccessViews).values({ visitId: visit.visit.id, viewerName: "crew member" });
  // The crew member's hours on it, corrected by an owner with a reason that names the client (decision 069).
  await database.db.insert(timesheetChanges).values({
    entryId: randomUUID(),
    visitId: visit.visit.id,
    cleanerName: "crew member",
    workDate: addDays(businessDay(), 8),
    service: "Visit",
    startAt: new Date("2026-11-24T14:00:00Z"),
    endAt: new Date("2026-11-24T16:00:00Z"),
    kind: "added",
    reason: `Forgot to check in at ${p.street}`,
    byName: "boss",
  });
  // The crew's note for them at check-out, and the visit's report e-mailed (decision 066).
  await database.db.insert(visitClientNotes).values({ visitId: visit.visit.id, authorName: "crew member", note: `All done at ${p.street}` });
  await database.db.insert(visitReports).values({ visitId: visit.visit.id, language: "en" });
  // Their conversation: a message of theirs, staff's answer.
  await json(await call(t, "/api/portal/messages", { body: { body: `My new number is ${p.phone}` }, cookie: clientCookie }), 201);
  await json(await call(t, `/api/admin/messaging/${clientId}`, { body: { body: `Noted, ${p.fullName}.` }, cookie }), 201);
  await database.db
    .update(clientConversations)
    .set({ lastPreview: `Noted, ${p.fullName}.` })
    .where(sql`client_id = ${clientId}`);
  // A correction asked in the portal.
  await json(
    await call(t, "/api/portal/privacy/requests", { body: { kind: "correction", details: `My street is ${p.street}, not Elm` }, cookie: clientCookie }),
    201,
  );
  // Answers kept for Idempotency-Keys (written here: no route of the product uses the layer yet):
  // one to a request of theirs, one to staff's that names them.
  const [staff] = await rowsOf<{ id: string }>(database, sql`select user_id as id from admin_users limit 1`);
  await database.db.insert(idempotencyKeys).values([
    { userId, key: randomUUID(), requestHash: "a".repeat(64), status: 201, responseBody: JSON.stringify({ note: `Call ${p.phone}` }) },
    { userId: staff!.id, key: randomUUID(), requestHash: "b".repeat(64), status: 200, responseBody: JSON.stringify({ client: p.fullName, street: p.street }) },
  ]);
  return {
    clientId,
    addressId,
    quoteId,
    depositInvoiceId: deposit!.id,
    invoiceId: work.invoice.id,
    draftInvoiceId: draft.invoice.id,
    visitId: visit.visit.id,
    clientCookie,
  };
}
