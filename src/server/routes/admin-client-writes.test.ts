import { invoiceRow } from "../test/invoice-fixtures";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ClientDetail } from "../../shared/schemas/clients";
import type { ConvertedClient, Lead } from "../../shared/schemas/leads";
import { invoices, quotes, serviceSchedules, serviceVisits } from "../db/schema/index";
import { quoteRow } from "../test/quote-fixtures";
import { countOf, rowsOf } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { ADDRESS, CLIENT_FORM, CLIENTS, seedAssessment, seedClients, useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, auditRows, FORM, LEADS } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";

// Creating and editing clients, and Convert linking a lead to its client. Reads: admin-clients.test.ts.

const MISSING = "00000000-0000-4000-8000-000000000000";
const TAKEN = "A client with this e-mail already exists.";
const OTHER_ADDRESS = { street: "5 Rue Principale", city: "Gatineau", province: "QC", postalCode: "J8X 3X7" } as const;

describe.each(testDbKinds)("admin client writes on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const create = (body: unknown) => adminCall<ClientDetail>(ctx, CLIENTS, { body }, 201);
  const update = (id: string, body: unknown) => adminCall<ClientDetail>(ctx, `${CLIENTS}/${id}`, { method: "PUT", body });
  const get = (id: string) => adminCall<ClientDetail>(ctx, `${CLIENTS}/${id}`);
  /** Every row a client write touches, to show a refused one stored nothing. */
  const stored = async () => ({
    clients: await rowsOf(ctx.database, sql`select * from clients order by id`),
    addresses: await rowsOf(ctx.database, sql`select * from client_addresses order by id`),
    audit: await auditRows(ctx.database),
  });
  /** The form as saved: the client's addresses with their ids. */
  const formOf = (c: ClientDetail) => ({
    fullName: c.fullName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    language: c.language,
    notes: c.notes,
    addresses: c.addresses,
  });

  describe("POST /api/admin/clients", () => {
    test("stores the client, trimmed and normalised, with its addresses in order and its audit row", async () => {
      const client = await create({
        ...CLIENT_FORM,
        fullName: "  Jane Doe ",
        email: " Jane@Example.COM ",
        language: "fr",
        notes: " Side door ",
        addresses: [{ ...ADDRESS, postalCode: "k1a0b1" }, OTHER_ADDRESS],
      });
      expect(client).toEqual({
        id: expect.any(String),
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        language: "fr",
        notes: "Side door",
        addresses: [
          { id: expect.any(String), ...ADDRESS },
          { id: expect.any(String), ...OTHER_ADDRESS },
        ],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: client.createdAt,
        leads: [],
        assessments: [],
        payment: { card: null, autopay: { enabled: false, since: null } },
      });
      expect(await get(client.id)).toEqual(client);
      const audit = await auditRows(ctx.database);
      expect(audit).toEqual([
        { action: "client.create", entity: "client", entityId: client.id, actorUserId: ctx.adminId, actorEmail: "admin@example.com", details: null },
      ]);
    });

    test("made from an assessment: linked to it, listed with it, and the audit row names it", async () => {
      const assessment = await seedAssessment(ctx.database, { email: "someone@example.com" });
      const client = await create({ ...CLIENT_FORM, assessmentId: assessment });
      expect(client.assessments.map((a) => a.id)).toEqual([assessment]);
      expect(await rowsOf(ctx.database, sql`select assessment_id as "assessmentId" from clients`)).toEqual([{ assessmentId: assessment }]);
      expect((await auditRows(ctx.database)).map((a) => [a.action, a.details])).toEqual([["client.create", { assessmentId: assessment }]]);
    });

    test("an assessment that does not exist is a 400 naming assessmentId; nothing stored", async () => {
      const before = await stored();
      const error = await adminError(ctx, CLIENTS, { body: { ...CLIENT_FORM, assessmentId: MISSING } }, "validation");
      expect(error).toMatchObject({ status: 400, fields: { assessmentId: "Assessment not found." } });
      expect(await stored()).toEqual(before);
    });

    test("clients without e-mail may be many", async () => {
      await create({ ...CLIENT_FORM, email: "" });
      await create({ ...CLIENT_FORM, email: null });
      expect(await countOf(ctx.database, sql`from clients where email is null`)).toBe(2);
    });

    test.each([
      [{ fullName: "" }, "fullName", "Full Name is required."],
      [{ fullName: "x".repeat(201) }, "fullName", "Full Name must be at most 200 characters"],
      [{ email: "jane@" }, "email", "Please enter a valid email address."],
      [{ phoneNumber: "   " }, "phoneNumber", "Phone Number is required."],
      [{ language: "es" }, "language", "Language must be English or French."],
      [{ notes: 42 }, "notes", "Notes must be text"],
      [{ addresses: [] }, "addresses", "Add at least one service address."],
      [{ addresses: "12 Main St" }, "addresses", "Addresses must be a list of service addresses"],
      [{ addresses: [{ ...ADDRESS, street: "" }] }, "addresses", "Street is required."],
      [{ addresses: [{ ...ADDRESS, city: " " }] }, "addresses", "City is required."],
      [{ addresses: [{ ...ADDRESS, province: "Ontario" }] }, "addresses", "Province must be a Canadian province or territory."],
      [{ addresses: [{ ...ADDRESS, postalCode: "K1A" }] }, "addresses", "Postal Code must look like K1A 0B1."],
      [{ addresses: Array.from({ length: 21 }, () => ADDRESS) }, "addresses", "A client may have at most 20 service addresses."],
      [{ assessmentId: "abc" }, "assessmentId", "Assessment id must be an assessment id"],
    ])("%j is a 400 naming %s; nothing stored", async (over, field, message) => {
      const before = await stored();
      const error = await adminError(ctx, CLIENTS, { body: { ...CLIENT_FORM, ...over } }, "validation");
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ [field]: message });
      expect(await stored()).toEqual(before);
    });

    test("a body that is not a client form is a 400; nothing stored", async () => {
      expect((await adminError(ctx, CLIENTS, { body: [] }, "validation")).fields).toEqual({ body: expect.any(String) });
      expect((await adminError(ctx, CLIENTS, { body: null }, "validation")).fields).toEqual({ body: expect.any(String) });
      expect(await countOf(ctx.database, sql`from clients`)).toBe(0);
    });

    test("an e-mail another client has, in any case, is a 409; nothing stored", async () => {
      await create(CLIENT_FORM);
      const before = await stored();
      const error = await adminError(ctx, CLIENTS, { body: { ...CLIENT_FORM, fullName: "Other Jane", email: "JANE@example.com" } }, "conflict");
      expect(error).toEqual({ status: 409, code: "conflict", message: TAKEN, fields: { email: TAKEN } });
      expect(await stored()).toEqual(before);
    });

    test("two creates with one e-mail at once make one client; the other is a 409", async () => {
      const answers = await Promise.all([0, 1].map(() => call(ctx.t, CLIENTS, { body: CLIENT_FORM, cookie: ctx.admin })));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      for (const r of answers) await r.body?.cancel();
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      expect(await countOf(ctx.database, sql`from client_addresses`)).toBe(1);
    });
  });

  describe("PUT /api/admin/clients/:id", () => {
    test("saves the changed fields, sets updated_at and audits the fields that changed", async () => {
      const client = await create(CLIENT_FORM);
      await ctx.database.db.execute(sql`update clients set updated_at = now() - interval '1 day'`);
      const saved = await update(client.id, { ...formOf(client), fullName: "Jane Tremblay", phoneNumber: "819-555-0100", language: "fr", notes: "Call first" });
      expect(saved).toMatchObject({
        fullName: "Jane Tremblay",
        phoneNumber: "819-555-0100",
        language: "fr",
        notes: "Call first",
        email: "jane@example.com",
        addresses: client.addresses,
      });
      expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(saved.createdAt).toBe(client.createdAt);
      expect(await get(client.id)).toEqual(saved);
      const audit = (await auditRows(ctx.database)).filter((a) => a.action === "client.update");
      expect(audit).toEqual([
        {
          action: "client.update",
          entity: "client",
          entityId: client.id,
          actorUserId: ctx.adminId,
          actorEmail: "admin@example.com",
          details: { fields: ["fullName", "phoneNumber", "language", "notes"] },
        },
      ]);
    });

    test("saving the form unchanged changes nothing and writes no audit row", async () => {
      const client = await create(CLIENT_FORM);
      const before = await stored();
      expect(await update(client.id, formOf(client))).toEqual(client);
      expect(await stored()).toEqual(before);
    });

    test("addresses: one with an id is edited, one without is added, a missing one removed; the order is the form's", async () => {
      const client = await create({ ...CLIENT_FORM, addresses: [ADDRESS, OTHER_ADDRESS] });
      const [first, second] = client.addresses;
      const newOne = { street: "77 Bank St", city: "Ottawa", province: "ON", postalCode: "K2P 1L4" };
      const saved = await update(client.id, { ...formOf(client), addresses: [newOne, { ...first!, city: "Nepean" }] });
      expect(saved.addresses).toEqual([
        { id: expect.any(String), ...newOne },
        { ...first!, city: "Nepean" },
      ]);
      expect(saved.addresses.map((a) => a.id)).not.toContain(second!.id);
      expect(await rowsOf(ctx.database, sql`select street, position from client_addresses order by position`)).toEqual([
        { street: "77 Bank St", position: 0 },
        { street: "12 Main St", position: 1 },
      ]);
      expect((await auditRows(ctx.database)).at(-1)).toMatchObject({ action: "client.update", details: { fields: ["addresses"] } });
    });

    test("moving the addresses round is a change of addresses", async () => {
      const client = await create({ ...CLIENT_FORM, addresses: [ADDRESS, OTHER_ADDRESS] });
      const saved = await update(client.id, { ...formOf(client), addresses: [...client.addresses].reverse() });
      expect(saved.addresses.map((a) => a.street)).toEqual(["5 Rue Principale", "12 Main St"]);
      expect((await auditRows(ctx.database)).at(-1)).toMatchObject({ action: "client.update", details: { fields: ["addresses"] } });
    });

    test("an address carried over from a lead (street only) is completed by the form", async () => {
      const [id] = await seedClients(ctx.database, { fullName: "From Lead", streets: ["1 Main St, Ottawa"] });
      const client = await get(id!);
      const saved = await update(id!, {
        ...formOf(client),
        addresses: [{ id: client.addresses[0]!.id, street: "1 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
      });
      expect(saved.addresses).toEqual([{ id: client.addresses[0]!.id, street: "1 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }]);
    });

    const documentOn = {
      quote: (clientId: string, addressId: string) =>
        ctx.database.db.insert(quotes).values({
          ...quoteRow({ clientId, title: "Deep clean", totalCents: 100, status: "draft", quoteDate: "2026-01-01", validUntil: "2026-02-01" }),
          addressId,
        }),
      invoice: (clientId: string, addressId: string) =>
        ctx.database.db
          .insert(invoices)
          .values(invoiceRow({ clientId, addressId, title: "Deep clean", totalCents: 100, status: "draft", issueDate: "2026-01-01", dueDate: "2026-02-01" })),
      visit: (clientId: string, addressId: string) =>
        ctx.database.db
          .insert(serviceVisits)
          .values({ clientId, addressId, visitDate: "2026-01-01", windowStart: "08:00", windowEnd: "10:00", service: "Deep clean" }),
      schedule: (clientId: string, addressId: string) =>
        ctx.database.db.insert(serviceSchedules).values({
          clientId,
          addressId,
          service: "Deep clean",
          frequency: "weekly",
          startDate: "2026-01-01",
          windowStart: "08:00",
          windowEnd: "10:00",
        }),
    };
    test.each([
      ["a quote", "quote"],
      ["an invoice", "invoice"],
      ["a service visit", "visit"],
      ["a recurring schedule", "schedule"],
    ] as const)("removing an address %s is for is a 409 naming it; nothing changes", async (what, kind) => {
      const client = await create({ ...CLIENT_FORM, addresses: [ADDRESS, OTHER_ADDRESS] });
      const used = client.addresses[1]!;
      await documentOn[kind](client.id, used.id);
      const before = await stored();
      const message = `The address "5 Rue Principale" is used by ${what} and cannot be removed.`;
      const error = await adminError(
        ctx,
        `${CLIENTS}/${client.id}`,
        { method: "PUT", body: { ...formOf(client), fullName: "Renamed", addresses: [client.addresses[0]] } },
        "conflict",
      );
      expect(error).toEqual({ status: 409, code: "conflict", message, fields: { addresses: message } });
      expect(await stored()).toEqual(before);
      // Kept, it may still be edited.
      const saved = await update(client.id, { ...formOf(client), addresses: [client.addresses[0], { ...used, street: "7 Rue Principale" }] });
      expect(saved.addresses[1]).toEqual({ ...used, street: "7 Rue Principale" });
    });

    test("an address id that is not the client's is a 400; nothing changes", async () => {
      const a = await create(CLIENT_FORM);
      const b = await create({ ...CLIENT_FORM, email: "bob@example.com", fullName: "Bob" });
      const before = await stored();
      const error = await adminError(
        ctx,
        `${CLIENTS}/${a.id}`,
        { method: "PUT", body: { ...formOf(a), addresses: [...a.addresses, b.addresses[0]] } },
        "validation",
      );
      expect(error.fields).toEqual({ addresses: "Addresses must be this client's addresses or new ones." });
      const unknown = await adminError(
        ctx,
        `${CLIENTS}/${a.id}`,
        { method: "PUT", body: { ...formOf(a), addresses: [{ ...ADDRESS, id: MISSING }] } },
        "validation",
      );
      expect(unknown.status).toBe(400);
      expect(await stored()).toEqual(before);
    });

    test("the e-mail: its own in another case is fine; another client's is a 409 and nothing changes", async () => {
      const jane = await create(CLIENT_FORM);
      const bob = await create({ ...CLIENT_FORM, fullName: "Bob", email: "bob@example.com" });
      expect((await update(jane.id, { ...formOf(jane), email: "JANE@EXAMPLE.COM" })).email).toBe("jane@example.com");
      const before = await stored();
      const error = await adminError(ctx, `${CLIENTS}/${bob.id}`, { method: "PUT", body: { ...formOf(bob), email: "Jane@example.com" } }, "conflict");
      expect(error).toEqual({ status: 409, code: "conflict", message: TAKEN, fields: { email: TAKEN } });
      expect(await stored()).toEqual(before);
    });

    test("an invalid form is a 400 naming the field; nothing changes", async () => {
      const client = await create(CLIENT_FORM);
      const before = await stored();
      const error = await adminError(ctx, `${CLIENTS}/${client.id}`, { method: "PUT", body: { ...formOf(client), phoneNumber: "" } }, "validation");
      expect(error.fields).toEqual({ phoneNumber: "Phone Number is required." });
      expect(await stored()).toEqual(before);
    });

    test.each([MISSING, "not-an-id"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${CLIENTS}/${id}`, { method: "PUT", body: CLIENT_FORM }, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Client not found" });
      expect(await countOf(ctx.database, sql`from clients`)).toBe(0);
    });
  });

  describe("Convert (POST /api/admin/leads/:id/convert)", () => {
    type Converted = { lead: Lead; client: ConvertedClient };
    const lead = (body: unknown) => adminCall<Lead>(ctx, LEADS, { body }, 201);
    const convert = (id: string) => adminCall<Converted>(ctx, `${LEADS}/${id}/convert`, { method: "POST" });

    test("a lead whose e-mail a client has (any case) is linked to that client; none is made", async () => {
      const client = await create(CLIENT_FORM);
      const made = await lead({ ...FORM, email: "Jane@Example.com", address: "9 Other St" });
      const { lead: converted, client: linked } = await convert(made.id);
      expect(linked).toEqual({
        id: client.id,
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        address: "12 Main St, Ottawa, ON K1A 0B1",
        leadId: null,
        createdAt: client.createdAt,
      });
      expect(converted).toMatchObject({ leadStatus: "Converted", clientId: client.id });
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      expect((await get(client.id)).addresses).toEqual(client.addresses);
      expect((await get(client.id)).leads.map((l) => l.id)).toEqual([made.id]);
      const audit = (await auditRows(ctx.database)).filter((a) => a.action === "lead.convert");
      expect(audit.map((a) => a.details)).toEqual([{ clientId: client.id, matchedBy: "email" }]);
    });

    test("otherwise a new client, the lead's address its first address (street only)", async () => {
      const made = await lead({ ...FORM, email: "new@example.com", address: " 1 Main St, Ottawa " });
      const { client } = await convert(made.id);
      expect(client).toMatchObject({ email: "new@example.com", address: "1 Main St, Ottawa", leadId: made.id });
      const detail = await get(client.id);
      expect(detail.addresses).toEqual([{ id: expect.any(String), street: "1 Main St, Ottawa", city: null, province: null, postalCode: null }]);
      expect(detail).toMatchObject({ language: "en", notes: null });
      expect(detail.leads.map((l) => l.id)).toEqual([made.id]);
    });

    test("a lead without address or e-mail makes a client without addresses", async () => {
      const made = await lead(FORM);
      const { client } = await convert(made.id);
      expect(client).toMatchObject({ email: null, address: null });
      expect((await get(client.id)).addresses).toEqual([]);
    });

    test("two leads with one e-mail converted at once share one client", async () => {
      const a = await lead({ ...FORM, email: "pair@example.com" });
      const b = await lead({ ...FORM, email: "pair@example.com", fullName: "Other" });
      const [x, y] = await Promise.all([convert(a.id), convert(b.id)]);
      expect(x.client.id).toBe(y.client.id);
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
    });
  });
});
