import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Lead, LeadList, LeadLookups } from "../../shared/schemas/leads";
import { LEAD_LOOKUP_SEED } from "../db/lead-lookups";
import { countOf, rowsOf } from "../test/auth-fixtures";
import { adminCall, adminError, auditRows, LEADS, seedLeads, useLeadTestApp } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";

// The lead list, one lead, the lookups and deletion. Writes: admin-lead-writes.test.ts.

const MISSING = "00000000-0000-4000-8000-000000000000";
const ago = (interval: string) => sql`now() - ${interval}::interval`;

describe.each(testDbKinds)("admin leads on %s", (kind) => {
  const ctx = useLeadTestApp(kind);
  const list = (query = "") => adminCall<LeadList>(ctx, `${LEADS}${query}`);
  const names = async (query = "") => (await list(query)).items.map((i) => i.fullName);

  /** Four leads: now, 1 hour, 2 days and 30 days old. */
  const fixture = () =>
    seedLeads(
      ctx.database,
      { fullName: "Jane Doe", email: "jane@example.com", phoneNumber: "613-555-0100", at: sql`now()` },
      { fullName: "Bob Smith", email: "bob@work.example.com", phoneNumber: "819-555-0199", leadStatus: "Contacted", at: ago("1 hour") },
      { fullName: "Carla Jones", phoneNumber: "(613) 555-0142", leadStatus: "Lost", at: ago("2 days") },
      { fullName: "Dan O'Neil", email: "dan@example.net", phoneNumber: "343-555-0177", leadStatus: "Contacted", at: ago("30 days") },
    );

  describe("GET /api/admin/leads/lookups", () => {
    test("the seeded names of the four tables, each sorted by name", async () => {
      const lookups = await adminCall<LeadLookups>(ctx, `${LEADS}/lookups`);
      const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      expect(lookups).toEqual({
        serviceTypes: sorted(LEAD_LOOKUP_SEED.service_types),
        clientCategories: sorted(LEAD_LOOKUP_SEED.client_categories),
        leadSources: sorted(LEAD_LOOKUP_SEED.lead_sources),
        leadStatuses: ["Contacted", "Converted", "In Progress", "Lost", "New"],
      });
      expect(lookups.serviceTypes[0]).toBe("Cleaning Service");
      expect(lookups.leadSources).toEqual(["Email", "Phone Call", "Referral", "Social Media", "Walk-In", "Website"]);
    });

    test("read from the tables: a row added appears in sorted position, case aside", async () => {
      await ctx.database.db.execute(sql`insert into lead_sources (name) values ('Referral Partner'), ('billboard')`);
      await ctx.database.db.execute(sql`update service_types set name = 'Zebra Cleaning' where name = 'Deep Cleaning'`);
      const lookups = await adminCall<LeadLookups>(ctx, `${LEADS}/lookups`);
      expect(lookups.leadSources).toEqual(["billboard", "Email", "Phone Call", "Referral", "Referral Partner", "Social Media", "Walk-In", "Website"]);
      expect(lookups.serviceTypes.at(-1)).toBe("Zebra Cleaning");
      expect(lookups.serviceTypes).not.toContain("Deep Cleaning");
    });
  });

  describe("GET /api/admin/leads", () => {
    test("an empty list", async () => {
      expect(await list()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    });

    test("newest first, as full Lead objects with the LD reference", async () => {
      const [jane] = await fixture();
      const body = await list();
      expect(body.items.map((i) => i.fullName)).toEqual(["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]);
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
      const first = body.items[0]!;
      expect(Object.keys(first).sort()).toEqual(
        [
          "id",
          "leadId",
          "fullName",
          "phoneNumber",
          "email",
          "address",
          "serviceType",
          "clientCategory",
          "source",
          "leadStatus",
          "assignedStaff",
          "details",
          "propertyType",
          "propertySize",
          "frequency",
          "addOnOptions",
          "pets",
          "petType",
          "preferredIngredients",
          "specialRequirements",
          "comments",
          "clientId",
          "createdAt",
          "updatedAt",
        ].sort(),
      );
      expect(first).toMatchObject({ id: jane, leadId: "LD-00001", email: "jane@example.com", serviceType: "Cleaning Service", leadStatus: "New", pets: null });
      expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(body.items.map((i) => i.leadId)).toEqual(["LD-00001", "LD-00002", "LD-00003", "LD-00004"]);
    });

    test("pages of 50 with the total; equal times ordered by id", async () => {
      await ctx.database.db.execute(sql`
        insert into leads (full_name, phone_number, created_at)
        select 'Lead ' || i, '613-555-' || lpad(i::text, 4, '0'), now() - i * interval '1 minute' from generate_series(1, 51) as i`);
      await seedLeads(ctx.database, { fullName: "Same A", at: sql`'2020-01-01T00:00:00Z'` }, { fullName: "Same B", at: sql`'2020-01-01T00:00:00Z'` });
      const one = await list();
      expect(one.items).toHaveLength(50);
      expect(one.total).toBe(53);
      expect(one.items[0]!.fullName).toBe("Lead 1");
      expect(one.items[49]!.fullName).toBe("Lead 50");
      const two = await list("?page=2");
      expect(two).toMatchObject({ page: 2, total: 53 });
      expect(two.items.map((i) => i.fullName).slice(0, 1)).toEqual(["Lead 51"]);
      const ties = two.items.slice(1);
      expect(ties.map((i) => i.id)).toEqual(
        ties
          .map((i) => i.id)
          .sort()
          .reverse(),
      );
      expect((await list("?page=3")).items).toEqual([]);
    });

    test.each([
      ["by part of a name, any case", "?search=cARLA", ["Carla Jones"]],
      ["by part of an e-mail", "?search=work.example", ["Bob Smith"]],
      ["by a formatted phone part", "?search=555-0142", ["Carla Jones"]],
      ["by phone digits only", "?search=6135550142", ["Carla Jones"]],
      ["by a phone typed another way", "?search=(343)%20555%200177", ["Dan O'Neil"]],
      ["by a shared fragment", "?search=613", ["Jane Doe", "Carla Jones"]],
      ["with spaces trimmed", "?search=%20%20jane%20", ["Jane Doe"]],
      ["with a quote", "?search=o'neil", ["Dan O'Neil"]],
      ["LIKE wildcards taken literally", "?search=%25", []],
      ["underscore taken literally", "?search=_", []],
      ["no match", "?search=zzzz", []],
      ["empty means all", "?search=", ["Jane Doe", "Bob Smith", "Carla Jones", "Dan O'Neil"]],
    ])("search %s", async (_what, query, expected) => {
      await fixture();
      const body = await list(query);
      expect(body.items.map((i) => i.fullName)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    test("status filters on the exact lead status, and combines with the search", async () => {
      await fixture();
      expect(await names("?status=Contacted")).toEqual(["Bob Smith", "Dan O'Neil"]);
      expect(await names("?status=Lost")).toEqual(["Carla Jones"]);
      expect(await names("?status=In%20Progress")).toEqual([]);
      expect(await names("?status=contacted")).toEqual([]);
      expect(await names("?status=Contacted&search=example.net")).toEqual(["Dan O'Neil"]);
      expect((await list("?status=Contacted")).total).toBe(2);
    });

    test.each([
      ["page", "?page=0", "Page must be a whole number of at least 1"],
      ["page", "?page=abc", "Page must be a whole number of at least 1"],
      ["page", "?page=1.5", "Page must be a whole number of at least 1"],
      ["search", `?search=${"x".repeat(201)}`, "Search must be at most 200 characters"],
      ["status", `?status=${"x".repeat(101)}`, "Status must be at most 100 characters"],
    ])("a bad %s is a 400 naming it (%s)", async (field, query, message) => {
      const error = await adminError(ctx, `${LEADS}${query}`, {}, "validation");
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ [field]: message });
    });
  });

  describe("GET /api/admin/leads/:id", () => {
    test("one lead with every field", async () => {
      const stored = {
        fullName: "Full Lead",
        email: "full@example.com",
        address: "1 Main St",
        serviceType: "Deep Cleaning",
        clientCategory: "Business",
        source: "Referral",
        leadStatus: "In Progress",
        assignedStaff: "Marie",
        details: "Needs a quote by Friday",
        propertyType: "office",
        pets: true,
        petType: "Cat",
      };
      const [id] = await seedLeads(ctx.database, stored);
      const lead = await adminCall<Lead>(ctx, `${LEADS}/${id}`);
      expect(lead).toMatchObject({ id, leadId: "LD-00001", ...stored, clientId: null });
      expect(lead.updatedAt).toBe(lead.createdAt);
      expect(await adminCall<Lead>(ctx, `${LEADS}/${id!.toUpperCase()}`)).toMatchObject({ id });
    });

    test.each([MISSING, "does-not-exist", "1%20or%201=1", "lookups-x"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${LEADS}/${id}`, {}, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Lead not found" });
    });
  });

  describe("DELETE /api/admin/leads/:id", () => {
    test("deletes one lead with an audit row that keeps no personal data", async () => {
      const [jane, bob] = await fixture();
      expect(await adminCall(ctx, `${LEADS}/${jane}`, { method: "DELETE" })).toEqual({ deleted: 1 });
      expect(await names()).toEqual(["Bob Smith", "Carla Jones", "Dan O'Neil"]);
      const audit = await auditRows(ctx.database);
      expect(audit).toEqual([
        {
          action: "lead.delete",
          entity: "lead",
          entityId: jane,
          actorUserId: ctx.adminId,
          actorEmail: "admin@example.com",
          details: { leadId: "LD-00001", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        },
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/Jane|jane@|613-555/);
      // Gone: a second delete, a read and an edit are all not found.
      expect((await adminError(ctx, `${LEADS}/${jane}`, { method: "DELETE" }, "not_found")).status).toBe(404);
      expect((await adminError(ctx, `${LEADS}/${jane}`, {}, "not_found")).status).toBe(404);
      expect(await countOf(ctx.database, sql`from leads where id = ${bob}`)).toBe(1);
    });

    test.each([MISSING, "not-an-id"])("404 for %s, nothing deleted", async (id) => {
      await fixture();
      const error = await adminError(ctx, `${LEADS}/${id}`, { method: "DELETE" }, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Lead not found" });
      expect(await countOf(ctx.database, sql`from leads`)).toBe(4);
      expect(await auditRows(ctx.database)).toEqual([]);
    });

    test("a converted lead's client stays, unlinked", async () => {
      const [jane] = await fixture();
      const { client } = await adminCall<{ client: { id: string } }>(ctx, `${LEADS}/${jane}/convert`, { method: "POST" });
      await adminCall(ctx, `${LEADS}/${jane}`, { method: "DELETE" });
      expect(await rowsOf(ctx.database, sql`select id, lead_id as "leadId" from clients`)).toEqual([{ id: client.id, leadId: null }]);
    });
  });

  describe("POST /api/admin/leads/delete", () => {
    test("deletes the listed leads in one go, ignoring unknown and repeated ids", async () => {
      const [jane, bob, carla] = await fixture();
      const body = await adminCall(ctx, `${LEADS}/delete`, { body: { ids: [jane, bob!.toUpperCase(), bob, MISSING] } });
      expect(body).toEqual({ deleted: 2 });
      expect(await names()).toEqual(["Carla Jones", "Dan O'Neil"]);
      const audit = await auditRows(ctx.database);
      expect(audit.map((a) => [a.action, a.entityId]).sort()).toEqual(
        [
          ["lead.delete", jane],
          ["lead.delete", bob],
        ].sort(),
      );
      expect(audit.map((a) => (a.details as { leadId: string }).leadId).sort()).toEqual(["LD-00001", "LD-00002"]);
      expect(await adminCall(ctx, `${LEADS}/delete`, { body: { ids: [MISSING] } })).toEqual({ deleted: 0 });
      expect(await countOf(ctx.database, sql`from leads where id = ${carla}`)).toBe(1);
    });

    test.each([
      [{ ids: [] }, "Select at least one lead to delete"],
      [{ ids: ["nope"] }, "Each id must be a lead id"],
      [{ ids: "x" }, "Ids must be a list of lead ids"],
      [{}, "Ids must be a list of lead ids"],
      [{ ids: Array.from({ length: 501 }, () => MISSING) }, "At most 500 leads can be deleted at once"],
    ])("400 naming ids (case %#)", async (body, message) => {
      await fixture();
      const error = await adminError(ctx, `${LEADS}/delete`, { body }, "validation");
      expect(error.fields).toEqual({ ids: message });
      expect(await countOf(ctx.database, sql`from leads`)).toBe(4);
    });

    test("a body that is not JSON is 400, another content type 415", async () => {
      const bad = await adminError(ctx, `${LEADS}/delete`, { method: "POST", body: undefined, headers: { "content-type": "application/json" } }, "bad_request");
      expect(bad).toMatchObject({ status: 400, message: "Malformed JSON body" });
      const form = await adminError(ctx, `${LEADS}/delete`, { method: "POST", headers: { "content-type": "text/plain" } }, "unsupported_media_type");
      expect(form.status).toBe(415);
    });
  });
});
