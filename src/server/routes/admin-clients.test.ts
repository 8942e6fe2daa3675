import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ClientDetail, ClientDraft, ClientList } from "../../shared/schemas/clients";
import { clientAddresses } from "../db/schema/index";
import { CLIENTS, seedAssessment, seedClients, useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, seedLeads } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";

// Reading clients: the list (paging, sorting, search), one client, and a draft from an
// assessment. Writes: admin-client-writes.test.ts.

const MISSING = "00000000-0000-4000-8000-000000000000";
const ago = (minutes: number) => sql`now() - ${`${minutes} minutes`}::interval`;

describe.each(testDbKinds)("admin client reads on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const list = (query = "") => adminCall<ClientList>(ctx, `${CLIENTS}${query}`);
  const names = async (query = "") => (await list(query)).items.map((c) => c.fullName);

  describe("GET /api/admin/clients", () => {
    test("no clients: an empty first page", async () => {
      expect(await list()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    });

    test("newest first, each with its first address on one line", async () => {
      const [older, newer] = await seedClients(
        ctx.database,
        { fullName: "Older Client", email: "older@example.com", at: ago(60), streets: ["1 Main St, Ottawa"] },
        { fullName: "Newer Client", phoneNumber: "819-555-0199", language: "fr", at: ago(1) },
      );
      await ctx.database.db.update(clientAddresses).set({ city: "Ottawa", province: "ON", postalCode: "K1A 0B1", street: "1 Main St" });
      await ctx.database.db.insert(clientAddresses).values({ clientId: older!, street: "99 Second Ave", position: 1 });
      const page = await list();
      expect(page).toEqual({
        items: [
          {
            id: newer,
            fullName: "Newer Client",
            email: null,
            phoneNumber: "819-555-0199",
            language: "fr",
            primaryAddress: null,
            createdAt: expect.any(String),
          },
          {
            id: older,
            fullName: "Older Client",
            email: "older@example.com",
            phoneNumber: "613-555-0000",
            language: "en",
            primaryAddress: "1 Main St, Ottawa, ON K1A 0B1",
            createdAt: expect.any(String),
          },
        ],
        total: 2,
        page: 1,
        pageSize: 50,
      });
      expect(new Date(page.items[0]!.createdAt).getTime()).toBeGreaterThan(new Date(page.items[1]!.createdAt).getTime());
    });

    test("pages of 50; a page past the end is empty but keeps the total", async () => {
      await seedClients(ctx.database, ...Array.from({ length: 53 }, (_, i) => ({ fullName: `Client ${String(i).padStart(2, "0")}`, at: ago(i) })));
      const first = await list();
      expect(first.items).toHaveLength(50);
      expect(first.total).toBe(53);
      expect(first.items[0]!.fullName).toBe("Client 00");
      const second = await list("?page=2");
      expect(second.items.map((c) => c.fullName)).toEqual(["Client 50", "Client 51", "Client 52"]);
      expect(await list("?page=3")).toEqual({ items: [], total: 53, page: 3, pageSize: 50 });
    });

    test("sort=name: by name whatever the case, ties by id", async () => {
      await seedClients(ctx.database, { fullName: "bob", at: ago(3) }, { fullName: "Alice", at: ago(1) }, { fullName: "Carla", at: ago(2) });
      expect(await names("?sort=name")).toEqual(["Alice", "bob", "Carla"]);
      expect(await names("?sort=newest")).toEqual(["Alice", "Carla", "bob"]);
    });

    test("search: name, e-mail or phone, any case, contains; phone digits in any format", async () => {
      await seedClients(
        ctx.database,
        { fullName: "Jane Tremblay", email: "jane@example.com", phoneNumber: "(613) 555-0142", at: ago(1) },
        { fullName: "Bob Smith", email: "bob@work.example.com", phoneNumber: "819-555-0100", at: ago(2) },
        { fullName: "50% Off Cleaning", phoneNumber: "613 555 0199", at: ago(3) },
      );
      expect(await names("?search=TREMB")).toEqual(["Jane Tremblay"]);
      expect(await names("?search=work.example")).toEqual(["Bob Smith"]);
      expect(await names("?search=6135550142")).toEqual(["Jane Tremblay"]);
      expect(await names(`?search=${encodeURIComponent("613-555")}`)).toEqual(["Jane Tremblay", "50% Off Cleaning"]);
      expect(await names("?search=50%25")).toEqual(["50% Off Cleaning"]);
      expect(await names("?search=_")).toEqual([]);
      const found = await list("?search=smith&sort=name");
      expect([found.total, found.items.length]).toEqual([1, 1]);
      expect(await list("?search=nobody")).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    });

    test.each([
      ["?page=0", "page", "Page must be a whole number of at least 1"],
      ["?page=abc", "page", "Page must be a whole number of at least 1"],
      ["?sort=email", "sort", "Sort must be newest or name"],
      [`?search=${"x".repeat(201)}`, "search", "Search must be at most 200 characters"],
    ])("%s is a 400 naming %s", async (query, field, message) => {
      const error = await adminError(ctx, `${CLIENTS}${query}`, {}, "validation");
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ [field]: message });
    });
  });

  describe("GET /api/admin/clients/:id", () => {
    test("the record, its addresses in order, its leads and its assessments", async () => {
      const madeFrom = await seedAssessment(ctx.database, {
        email: "someone.else@example.com",
        fullName: "Made From",
        submittedAt: new Date("2026-01-01T00:00:00Z"),
      });
      const sameEmail = await seedAssessment(ctx.database, {
        email: "jane@example.com",
        serviceType: ["eco-friendly"],
        submittedAt: new Date("2026-02-01T00:00:00Z"),
      });
      await seedAssessment(ctx.database, { email: "stranger@example.com" });
      const [client] = await seedClients(ctx.database, {
        fullName: "Jane Doe",
        email: "jane@example.com",
        notes: "Key under the mat",
        assessmentId: madeFrom,
        streets: ["1 First St", "2 Second St"],
      });
      const [linked, madeFromLead, other] = await seedLeads(
        ctx.database,
        { fullName: "Linked Lead", clientId: client, at: ago(5) },
        { fullName: "Origin Lead", leadStatus: "Converted", at: ago(10) },
        { fullName: "Other Lead" },
      );
      await ctx.database.db.execute(sql`update clients set lead_id = ${madeFromLead} where id = ${client}`);

      const detail = await adminCall<ClientDetail>(ctx, `${CLIENTS}/${client}`);
      expect(detail).toEqual({
        id: client,
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0000",
        language: "en",
        notes: "Key under the mat",
        addresses: [
          { id: expect.any(String), street: "1 First St", city: null, province: null, postalCode: null },
          { id: expect.any(String), street: "2 Second St", city: null, province: null, postalCode: null },
        ],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        leads: [
          { id: linked, leadId: "LD-00001", fullName: "Linked Lead", leadStatus: "New", createdAt: expect.any(String) },
          { id: madeFromLead, leadId: "LD-00002", fullName: "Origin Lead", leadStatus: "Converted", createdAt: expect.any(String) },
        ],
        assessments: [
          { id: sameEmail, fullName: "Jane Doe", services: ["eco-friendly"], createdAt: "2026-02-01T00:00:00.000Z" },
          { id: madeFrom, fullName: "Made From", services: ["regular", "deep"], createdAt: "2026-01-01T00:00:00.000Z" },
        ],
        payment: { card: null, autopay: { enabled: false, since: null } },
      });
      expect(detail.leads.map((l) => l.id)).not.toContain(other);
    });

    test("a client without e-mail, leads or assessments has empty lists", async () => {
      await seedAssessment(ctx.database);
      const [client] = await seedClients(ctx.database, { fullName: "No Mail" });
      expect(await adminCall<ClientDetail>(ctx, `${CLIENTS}/${client}`)).toMatchObject({ email: null, addresses: [], leads: [], assessments: [] });
    });

    test.each([MISSING, "not-an-id", "1 or 1=1"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${CLIENTS}/${encodeURIComponent(id)}`, {}, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Client not found" });
    });
  });

  describe("GET /api/admin/clients/from-assessment/:assessmentId", () => {
    test("the form prefilled from the assessment: contact, the address split, what the crew should know as notes", async () => {
      const id = await seedAssessment(ctx.database, {
        fullName: "Sam Lee",
        email: "sam@example.com",
        phoneNumber: "613-555-0123",
        propertyAddress: "45 Elgin St, Ottawa, ON",
        postcode: "K1P 5K7",
        pets: true,
        petType: "Two cats",
        specialRequirements: "Side door code 4412. Please avoid bleach.",
      });
      expect(await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${id}`)).toEqual({
        fullName: "Sam Lee",
        email: "sam@example.com",
        phoneNumber: "613-555-0123",
        language: "en",
        notes: "Special requirements: Side door code 4412. Please avoid bleach.\nPets: Two cats\nProducts: Eco-Friendly",
        addresses: [{ street: "45 Elgin St", city: "Ottawa", province: "ON", postalCode: "K1P 5K7" }],
        assessmentId: id,
        existingClientId: null,
        addressToCheck: null,
      });
    });

    test("an address whose split is unsure is flagged for staff with the text the assessment gave", async () => {
      const id = await seedAssessment(ctx.database, { propertyAddress: "45 Elgin St", postcode: "K1P 5K7", preferredIngredients: "no-preference" });
      expect(await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${id}`)).toMatchObject({
        notes: null,
        addresses: [{ street: "45 Elgin St", city: "", province: "ON", postalCode: "K1P 5K7" }],
        addressToCheck: { given: "45 Elgin St", reason: "city" },
      });
      const gatineau = await seedAssessment(ctx.database, { propertyAddress: "12 rue Laval, Gatineau", postcode: "J8X 3G5" });
      expect(await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${gatineau}`)).toMatchObject({
        addresses: [{ street: "12 rue Laval", city: "Gatineau", province: "QC", postalCode: "J8X 3G5" }],
        addressToCheck: null,
      });
    });

    test("an assessment sent from a French page starts the client in French", async () => {
      const id = await seedAssessment(ctx.database, { language: "fr" });
      expect((await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${id}`)).language).toBe("fr");
    });

    test("an assessment without a property address gives an empty street, flagged", async () => {
      const id = await seedAssessment(ctx.database, { propertyAddress: null });
      const draft = await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${id}`);
      expect(draft.addresses).toEqual([{ street: "", city: "", province: "ON", postalCode: "K1P 5K7" }]);
      expect(draft.addressToCheck).toEqual({ given: null, reason: "missing" });
    });

    test("names the client that already has the e-mail (any case), or was made from the assessment", async () => {
      const id = await seedAssessment(ctx.database, { email: "jane@example.com" });
      const [janes] = await seedClients(ctx.database, { fullName: "Jane", email: "JANE@example.com" });
      expect((await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${id}`)).existingClientId).toBe(janes);

      const other = await seedAssessment(ctx.database, { email: "new@example.com" });
      const [madeFrom] = await seedClients(ctx.database, { fullName: "Made", email: "renamed@example.com", assessmentId: other });
      expect((await adminCall<ClientDraft>(ctx, `${CLIENTS}/from-assessment/${other}`)).existingClientId).toBe(madeFrom);
    });

    test.each([MISSING, "not-an-id"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${CLIENTS}/from-assessment/${id}`, {}, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Assessment not found" });
    });
  });
});
