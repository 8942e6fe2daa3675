import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ConvertedClient, Lead, LeadList } from "../../shared/schemas/leads";
import { countOf, rowsOf } from "../test/auth-fixtures";
import { CAPTURE, FORM, adminCall, adminError, auditRows, LEADS, seedLeads, useLeadTestApp } from "../test/lead-fixtures";
import { testDbKinds } from "../test/test-db";

// Creating (full form and capture), editing and converting leads. Reads: admin-leads.test.ts.

const MISSING = "00000000-0000-4000-8000-000000000000";
type Converted = { lead: Lead; client: ConvertedClient };

describe.each(testDbKinds)("admin lead writes on %s", (kind) => {
  const ctx = useLeadTestApp(kind);
  const create = (body: unknown) => adminCall<Lead>(ctx, LEADS, { body }, 201);
  const capture = (body: unknown) => adminCall<Lead>(ctx, `${LEADS}/capture`, { body }, 201);
  const update = (id: string, body: unknown) => adminCall<Lead>(ctx, `${LEADS}/${id}`, { method: "PUT", body });
  const convert = (id: string) => adminCall<Converted>(ctx, `${LEADS}/${id}/convert`, { method: "POST" });
  const leadCount = () => countOf(ctx.database, sql`from leads`);
  const stored = async (id: string) =>
    (await rowsOf<Record<string, unknown>>(ctx.database, sql`select email, assigned_staff, address, details, full_name from leads where id = ${id}`))[0];

  describe("POST /api/admin/leads (the full form)", () => {
    test("stores a lead with trimmed text, a lower-cased e-mail and its audit row", async () => {
      const lead = await create({
        ...FORM,
        fullName: "  Jane Doe  ",
        email: "  Jane@Example.COM ",
        phoneNumber: " 613-555-0100 ",
        address: " 1 Main St ",
        details: " Two floors ",
        assignedStaff: " Marie ",
        serviceType: "Deep Cleaning",
        clientCategory: "Business",
        source: "Referral",
        leadStatus: "Contacted",
      });
      expect(lead).toMatchObject({
        leadId: "LD-00001",
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        address: "1 Main St",
        details: "Two floors",
        assignedStaff: "Marie",
        serviceType: "Deep Cleaning",
        clientCategory: "Business",
        source: "Referral",
        leadStatus: "Contacted",
        propertyType: null,
        pets: null,
        clientId: null,
      });
      expect(lead.updatedAt).toBe(lead.createdAt);
      expect(await adminCall<Lead>(ctx, `${LEADS}/${lead.id}`)).toEqual(lead);
      expect(await auditRows(ctx.database)).toEqual([
        { action: "lead.create", entity: "lead", entityId: lead.id, actorUserId: ctx.adminId, actorEmail: "admin@example.com", details: { via: "form" } },
      ]);
      // The list shows it on top.
      expect((await adminCall<LeadList>(ctx, LEADS)).items[0]!.id).toBe(lead.id);
    });

    test("empty or blank e-mail, assigned staff, address and details are stored as null", async () => {
      for (const blank of ["", "   ", null, undefined]) {
        const lead = await create({ ...FORM, email: blank, assignedStaff: blank, address: blank, details: blank });
        expect(lead).toMatchObject({ email: null, assignedStaff: null, address: null, details: null });
        expect(await stored(lead.id)).toEqual({ email: null, assigned_staff: null, address: null, details: null, full_name: "Jane Doe" });
      }
    });

    test.each([
      ["a missing name", { fullName: undefined }, { fullName: "Full Name is required." }],
      ["an empty name", { fullName: "" }, { fullName: "Full Name is required." }],
      ["a name of only spaces", { fullName: "    " }, { fullName: "Full Name is required." }],
      ["an empty phone", { phoneNumber: "" }, { phoneNumber: "Phone Number is required." }],
      ["a phone of only spaces", { phoneNumber: "  " }, { phoneNumber: "Phone Number is required." }],
      ["'lead@'", { email: "lead@" }, { email: "Please enter a valid email address." }],
      ["an e-mail without a dot domain", { email: "lead at example" }, { email: "Please enter a valid email address." }],
      ["both name and phone empty", { fullName: "", phoneNumber: "" }, { fullName: "Full Name is required.", phoneNumber: "Phone Number is required." }],
      ["a name over 200 characters", { fullName: "x".repeat(201) }, { fullName: "Full Name must be at most 200 characters" }],
      ["a missing status", { leadStatus: "" }, { leadStatus: "Lead status is required." }],
    ])("400 for %s, nothing stored", async (_what, change, fields) => {
      const error = await adminError(ctx, LEADS, { body: { ...FORM, ...change } }, "validation");
      expect(error.status).toBe(400);
      expect(error.fields).toEqual(fields);
      expect(await leadCount()).toBe(0);
      expect(await auditRows(ctx.database)).toEqual([]);
    });

    test.each([
      ["serviceType", "Window Washing", "Service type must be one of the offered choices"],
      ["clientCategory", "Alien", "Client category must be one of the offered choices"],
      ["source", "Billboard", "Source must be one of the offered choices"],
      ["leadStatus", "Maybe", "Lead status must be one of the offered choices"],
      ["leadStatus", "new", "Lead status must be one of the offered choices"],
    ])("a %s that is not in its lookup table is a 400 naming it (%s)", async (field, value, message) => {
      const error = await adminError(ctx, LEADS, { body: { ...FORM, [field]: value } }, "validation");
      expect(error).toMatchObject({ status: 400, fields: { [field]: message } });
      expect(await leadCount()).toBe(0);
    });

    test("every unknown lookup value is named at once", async () => {
      const error = await adminError(ctx, LEADS, { body: { ...FORM, serviceType: "a", clientCategory: "b", source: "c", leadStatus: "d" } }, "validation");
      expect(Object.keys(error.fields!).sort()).toEqual(["clientCategory", "leadStatus", "serviceType", "source"]);
    });

    test("a value added to a lookup table is accepted", async () => {
      await ctx.database.db.execute(sql`insert into lead_sources (name) values ('Referral Partner')`);
      expect((await create({ ...FORM, source: "Referral Partner" })).source).toBe("Referral Partner");
    });

    test("a body that is not a JSON object, or not JSON at all, is refused", async () => {
      expect((await adminError(ctx, LEADS, { body: [] }, "validation")).status).toBe(400);
      expect((await adminError(ctx, LEADS, { method: "POST", headers: { "content-type": "application/json" } }, "bad_request")).status).toBe(400);
      expect((await adminError(ctx, LEADS, { method: "POST", headers: { "content-type": "text/plain" } }, "unsupported_media_type")).status).toBe(415);
      expect(await leadCount()).toBe(0);
    });

    test("the database's own defaults are the lead defaults", async () => {
      const [id] = await seedLeads(ctx.database, { fullName: "Bare Row" });
      expect(await adminCall<Lead>(ctx, `${LEADS}/${id}`)).toMatchObject({
        serviceType: "Cleaning Service",
        clientCategory: "Individual",
        source: "Website",
        leadStatus: "New",
      });
    });
  });

  describe("POST /api/admin/leads/capture", () => {
    test("the six required fields: the service choice stored as its lookup name, the lead defaults, the rest null", async () => {
      const lead = await capture({ ...CAPTURE, fullName: "  Sam Capture ", email: " SAM@example.com " });
      expect(lead).toMatchObject({
        leadId: "LD-00001",
        fullName: "Sam Capture",
        phoneNumber: "819-555-0123",
        email: "sam@example.com",
        propertyType: "house",
        serviceType: "Cleaning Service",
        preferredIngredients: "eco-friendly",
        clientCategory: "Individual",
        source: "Website",
        leadStatus: "New",
        propertySize: null,
        frequency: null,
        addOnOptions: null,
        pets: false,
        petType: null,
        specialRequirements: null,
        comments: null,
        address: null,
        details: null,
        assignedStaff: null,
      });
      expect(await auditRows(ctx.database)).toEqual([
        { action: "lead.create", entity: "lead", entityId: lead.id, actorUserId: ctx.adminId, actorEmail: "admin@example.com", details: { via: "capture" } },
      ]);
      expect((await adminCall<LeadList>(ctx, LEADS)).items.map((i) => i.id)).toEqual([lead.id]);
    });

    test("every optional field is kept; healthcare is 'Healthcare Cleaning'", async () => {
      const lead = await capture({
        ...CAPTURE,
        serviceType: "healthcare",
        propertyType: "office",
        propertySize: "commercial",
        frequency: "bi-weekly",
        addOnOptions: " Windows, fridge ",
        pets: true,
        petType: "Dog",
        preferredIngredients: "no-preference",
        specialRequirements: "Side door",
        comments: "Call after 5",
      });
      expect(lead).toMatchObject({
        serviceType: "Healthcare Cleaning",
        propertyType: "office",
        propertySize: "commercial",
        frequency: "bi-weekly",
        addOnOptions: "Windows, fridge",
        pets: true,
        petType: "Dog",
        preferredIngredients: "no-preference",
        specialRequirements: "Side door",
        comments: "Call after 5",
      });
    });

    test("a pet type without pets is not kept; empty choices are null", async () => {
      const lead = await capture({ ...CAPTURE, pets: false, petType: "Dog", propertySize: "", frequency: "" });
      expect(lead).toMatchObject({ pets: false, petType: null, propertySize: null, frequency: null });
    });

    test("an empty form names the six required fields with the spec's messages", async () => {
      const error = await adminError(ctx, `${LEADS}/capture`, { body: {} }, "validation");
      expect(error.fields).toEqual({
        fullName: "Full name is required",
        phoneNumber: "Phone number is required",
        email: "Valid email is required",
        propertyType: "Property type is required",
        serviceType: "Service type is required",
        preferredIngredients: "Preferred ingredients is required",
      });
      expect(await leadCount()).toBe(0);
    });

    test.each([
      ["fullName", "   ", "Full name is required"],
      ["phoneNumber", "", "Phone number is required"],
      ["email", "", "Valid email is required"],
      ["email", "lead@", "Valid email is required"],
      ["propertyType", "castle", "Property type is required"],
      ["serviceType", "Cleaning Service", "Service type is required"],
      ["preferredIngredients", "bleach", "Preferred ingredients is required"],
      ["frequency", "daily", "Frequency must be one of the offered choices"],
      ["pets", "yes", "Pets must be yes or no"],
    ])("%s = %j is a 400 naming it", async (field, value, message) => {
      const error = await adminError(ctx, `${LEADS}/capture`, { body: { ...CAPTURE, [field]: value } }, "validation");
      expect(error.fields).toEqual({ [field]: message });
      expect(await leadCount()).toBe(0);
    });

    test("a capture service whose lookup row is gone is a 400, not a failure", async () => {
      await ctx.database.db.execute(sql`delete from service_types where name = 'Healthcare Cleaning'`);
      const error = await adminError(ctx, `${LEADS}/capture`, { body: { ...CAPTURE, serviceType: "healthcare" } }, "validation");
      expect(error.fields).toEqual({ serviceType: "Service type must be one of the offered choices" });
      expect(await leadCount()).toBe(0);
    });
  });

  describe("PUT /api/admin/leads/:id", () => {
    test("saves the whole form, sets updated_at, keeps the capture fields, audits the changed fields", async () => {
      const captured = await capture({ ...CAPTURE, propertySize: "small", comments: "Gate code 12" });
      await ctx.database.db.execute(sql`update leads set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'`);
      const lead = await update(captured.id, {
        ...FORM,
        fullName: "Sam Capture",
        email: "sam@example.com",
        phoneNumber: "819-555-9999",
        serviceType: "Cleaning Service",
        assignedStaff: "  Luc ",
      });
      expect(lead).toMatchObject({
        id: captured.id,
        leadId: captured.leadId,
        phoneNumber: "819-555-9999",
        assignedStaff: "Luc",
        propertyType: "house",
        propertySize: "small",
        comments: "Gate code 12",
        leadStatus: "New",
      });
      expect(Date.now() - new Date(lead.updatedAt).getTime()).toBeLessThan(60_000);
      expect(Date.now() - new Date(lead.createdAt).getTime()).toBeGreaterThan(86_400_000);
      const audit = await auditRows(ctx.database);
      expect(audit.at(-1)).toEqual({
        action: "lead.update",
        entity: "lead",
        entityId: captured.id,
        actorUserId: ctx.adminId,
        actorEmail: "admin@example.com",
        details: { fields: ["phoneNumber", "assignedStaff"] },
      });
      expect(audit.map((a) => a.action)).toEqual(["lead.create", "lead.update"]);
    });

    test("a status change is audited with from and to", async () => {
      const lead = await create(FORM);
      await update(lead.id, { ...FORM, leadStatus: "In Progress", details: "Called twice" });
      const audit = (await auditRows(ctx.database)).filter((a) => a.action !== "lead.create");
      expect(audit.map((a) => [a.action, a.details]).sort()).toEqual([
        ["lead.status", { from: "New", to: "In Progress" }],
        ["lead.update", { fields: ["details", "leadStatus"] }],
      ]);
    });

    test("saving without changes sets updated_at and writes no audit row", async () => {
      const lead = await create(FORM);
      await ctx.database.db.execute(sql`update leads set updated_at = now() - interval '1 day'`);
      const saved = await update(lead.id, { ...FORM, fullName: " Jane Doe " });
      expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await auditRows(ctx.database)).map((a) => a.action)).toEqual(["lead.create"]);
    });

    test("blanking the e-mail and assigned staff stores null", async () => {
      const lead = await create({ ...FORM, email: "a@example.com", assignedStaff: "Marie" });
      expect(await update(lead.id, { ...FORM, email: " ", assignedStaff: "" })).toMatchObject({ email: null, assignedStaff: null });
      expect(await stored(lead.id)).toMatchObject({ email: null, assigned_staff: null });
    });

    test("the same validation as create; nothing changes", async () => {
      const lead = await create(FORM);
      for (const [change, fields] of [
        [{ fullName: "  " }, { fullName: "Full Name is required." }],
        [{ phoneNumber: "" }, { phoneNumber: "Phone Number is required." }],
        [{ email: "lead@" }, { email: "Please enter a valid email address." }],
        [{ leadStatus: "Gone" }, { leadStatus: "Lead status must be one of the offered choices" }],
      ] as const) {
        const error = await adminError(ctx, `${LEADS}/${lead.id}`, { method: "PUT", body: { ...FORM, ...change } }, "validation");
        expect(error.fields).toEqual(fields);
      }
      expect(await adminCall<Lead>(ctx, `${LEADS}/${lead.id}`)).toEqual(lead);
      expect((await auditRows(ctx.database)).map((a) => a.action)).toEqual(["lead.create"]);
    });

    test.each([MISSING, "does-not-exist"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${LEADS}/${id}`, { method: "PUT", body: FORM }, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Lead not found" });
      expect(await leadCount()).toBe(0);
    });
  });

  describe("POST /api/admin/leads/:id/convert", () => {
    test("makes a client from the lead, sets 'Converted' and links both; audited", async () => {
      const lead = await create({ ...FORM, email: "jane@example.com", address: "1 Main St", leadStatus: "Contacted" });
      await ctx.database.db.execute(sql`update leads set updated_at = now() - interval '1 day'`);
      const { lead: converted, client } = await convert(lead.id);
      expect(client).toEqual({
        id: expect.any(String),
        fullName: "Jane Doe",
        email: "jane@example.com",
        phoneNumber: "613-555-0100",
        address: "1 Main St",
        leadId: lead.id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(converted).toMatchObject({ id: lead.id, leadStatus: "Converted", clientId: client.id });
      expect(new Date(converted.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await adminCall<Lead>(ctx, `${LEADS}/${lead.id}`)).toEqual(converted);
      const audit = (await auditRows(ctx.database)).filter((a) => a.action !== "lead.create");
      expect(audit.map((a) => [a.action, a.entityId, a.details])).toEqual([
        ["lead.convert", lead.id, { clientId: client.id }],
        ["lead.status", lead.id, { from: "Contacted", to: "Converted" }],
      ]);
    });

    test("converting again answers the same client and changes nothing", async () => {
      const lead = await create(FORM);
      const first = await convert(lead.id);
      const auditBefore = await auditRows(ctx.database);
      const again = await convert(lead.id);
      expect(again).toEqual(first);
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      expect(await auditRows(ctx.database)).toEqual(auditBefore);
    });

    test("two converts at once make one client", async () => {
      const lead = await create(FORM);
      const [a, b] = await Promise.all([convert(lead.id), convert(lead.id)]);
      expect(a.client.id).toBe(b.client.id);
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      expect((await auditRows(ctx.database)).filter((r) => r.action === "lead.convert")).toHaveLength(1);
    });

    test("a lost lead cannot be converted (409); nothing changes", async () => {
      const lead = await create({ ...FORM, leadStatus: "Lost" });
      const error = await adminError(ctx, `${LEADS}/${lead.id}/convert`, { method: "POST" }, "conflict");
      expect(error).toMatchObject({ status: 409, message: "A lost lead cannot be converted." });
      expect(await adminCall<Lead>(ctx, `${LEADS}/${lead.id}`)).toEqual(lead);
      expect(await countOf(ctx.database, sql`from clients`)).toBe(0);
    });

    test("a lead entered as 'Converted' gets its client at once; Convert then answers that client", async () => {
      const lead = await create({ ...FORM, leadStatus: "Converted" });
      expect(lead.clientId).toEqual(expect.any(String));
      const audit = await auditRows(ctx.database);
      expect(audit.map((a) => [a.action, a.details])).toEqual([
        ["lead.convert", { clientId: lead.clientId }],
        ["lead.create", { via: "form" }],
      ]);
      const { client } = await convert(lead.id);
      expect(client.id).toBe(lead.clientId);
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      expect(await auditRows(ctx.database)).toEqual(audit);
    });

    test("an edit to 'Converted' makes the client; moved back and converted again, it keeps that client", async () => {
      const lead = await create(FORM);
      const saved = await update(lead.id, { ...FORM, leadStatus: "Converted" });
      const [client] = await rowsOf<{ id: string; leadId: string }>(ctx.database, sql`select id, lead_id as "leadId" from clients`);
      expect(client).toEqual({ id: saved.clientId, leadId: lead.id });
      const edits = (await auditRows(ctx.database)).filter((a) => a.action !== "lead.create");
      expect(edits.map((a) => [a.action, a.details])).toEqual([
        ["lead.convert", { clientId: client!.id }],
        ["lead.status", { from: "New", to: "Converted" }],
        ["lead.update", { fields: ["leadStatus"] }],
      ]);

      await update(lead.id, { ...FORM, leadStatus: "Contacted" });
      const again = await convert(lead.id);
      expect(again.client.id).toBe(client!.id);
      expect(again.lead).toMatchObject({ leadStatus: "Converted", clientId: client!.id });
      expect(await countOf(ctx.database, sql`from clients`)).toBe(1);
      const last = (await auditRows(ctx.database)).at(-1)!;
      expect([last.action, last.details]).toEqual(["lead.status", { from: "Contacted", to: "Converted" }]);
    });

    test("a converted lead whose client was deleted gets a new one", async () => {
      const lead = await create(FORM);
      const first = await convert(lead.id);
      await ctx.database.db.execute(sql`delete from clients`);
      expect((await adminCall<Lead>(ctx, `${LEADS}/${lead.id}`)).clientId).toBeNull();
      const second = await convert(lead.id);
      expect(second.client.id).not.toBe(first.client.id);
      expect(second.lead.clientId).toBe(second.client.id);
    });

    test.each([MISSING, "does-not-exist"])("404 for %s", async (id) => {
      const error = await adminError(ctx, `${LEADS}/${id}/convert`, { method: "POST" }, "not_found");
      expect(error).toMatchObject({ status: 404, message: "Lead not found" });
    });
  });
});
