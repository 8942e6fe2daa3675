import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { INCIDENT_EXPORT_COLUMNS, type IncidentDetail, type IncidentList, type IncidentSaved } from "../../shared/schemas/incidents";
import { INCIDENT } from "../test/incident-fixtures";
import { rowsOf } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { seedClients, useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { emptyTablesOf, testDbKinds } from "../test/test-db";

// The register of confidentiality incidents (decision 055): record, edit (audited with what
// changed), read with clients and history, list, export as CSV; refusals name their field.

const BASE = "/api/admin/incidents";
const today = businessDay();

describe.each(testDbKinds)("incident register on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  beforeEach(() => emptyTablesOf(ctx.database.db, "confidentiality_incidents"));
  const create = (body: unknown) => adminCall<IncidentSaved>(ctx, BASE, { body }, 201).then((r) => r.incident);
  const fieldsOf = async (body: unknown, path = BASE, method = "POST") => {
    const error = await adminError(ctx, path, { method, body }, "validation");
    expect(error.status).toBe(400);
    return error.fields;
  };

  test("record an incident with its clients: 201 with the entry, a reference, its history; listed; audited", async () => {
    const [luc, ana] = await seedClients(ctx.database, { fullName: "Luc Roy" }, { fullName: "Ana Lima" });
    const incident = await create({ ...INCIDENT, clientIds: [luc, ana, luc!.toUpperCase()] });
    expect(incident).toMatchObject({
      reference: "INC-00001",
      occurredOn: INCIDENT.occurredOn,
      peopleAffected: 1,
      seriousRisk: false,
      peopleNotifiedOn: INCIDENT.peopleNotifiedOn,
      caiNotifiedOn: null,
      closedOn: null,
      keptUntil: null,
      notificationNotes: null,
      clients: [
        { id: ana, fullName: "Ana Lima" },
        { id: luc, fullName: "Luc Roy" },
      ],
      history: [{ action: "incident.create", actorEmail: "admin@example.com", fields: [], at: expect.any(String) }],
    });
    expect(await adminCall<IncidentDetail>(ctx, `${BASE}/${incident.id}`)).toEqual(incident);
    const { incidents } = await adminCall<IncidentList>(ctx, BASE);
    expect(incidents.map((i) => i.reference)).toEqual(["INC-00001"]);
    expect((await auditRows(ctx.database)).filter((r) => r.entity === "confidentiality_incident")).toEqual([
      {
        action: "incident.create",
        entity: "confidentiality_incident",
        entityId: incident.id,
        actorUserId: ctx.adminId,
        actorEmail: "admin@example.com",
        details: { reference: "INC-00001" },
      },
    ]);
  });

  test("edit: the changed fields are audited with their old and new values; the same entry saved again audits nothing", async () => {
    const [luc] = await seedClients(ctx.database, { fullName: "Luc Roy" });
    const { id } = await create(INCIDENT);
    const closedOn = addDays(today, -1);
    const edited = await adminCall<IncidentSaved>(ctx, `${BASE}/${id}`, {
      method: "PUT",
      body: { ...INCIDENT, clientIds: [luc], closedOn, peopleAffected: 2 },
    });
    expect(edited.incident).toMatchObject({ closedOn, peopleAffected: 2, clients: [{ id: luc, fullName: "Luc Roy" }] });
    expect(edited.incident.keptUntil).toBe(`${Number(closedOn.slice(0, 4)) + 5}${closedOn.slice(4)}`.replace(/-02-29$/, "-02-28"));
    expect(edited.incident.history.map((h) => [h.action, h.fields])).toEqual([
      ["incident.create", []],
      ["incident.update", ["peopleAffected", "clientIds", "closedOn"]],
    ]);
    const [update] = (await auditRows(ctx.database)).filter((r) => r.action === "incident.update");
    expect(update!.details).toEqual({
      changed: { peopleAffected: { from: 1, to: 2 }, clientIds: { from: [], to: [luc] }, closedOn: { from: null, to: closedOn } },
    });
    await adminCall(ctx, `${BASE}/${id}`, { method: "PUT", body: { ...INCIDENT, clientIds: [luc], closedOn, peopleAffected: 2 } });
    expect((await auditRows(ctx.database)).filter((r) => r.action === "incident.update")).toHaveLength(1);
  });

  test("bad input: 400 naming each field, nothing written", async () => {
    expect(await fieldsOf({ ...INCIDENT, description: " ", information: "x".repeat(2001), occurredOn: "2026-02-30", peopleAffected: 0 })).toEqual({
      description: "What happened is required.",
      information: "Personal information involved must be at most 2000 characters",
      occurredOn: "Date it happened must be a real date",
      peopleAffected: "People affected must be at least 1 (leave it empty while unknown).",
    });
    expect(await fieldsOf({ ...INCIDENT, discoveredOn: addDays(today, 1), peopleNotifiedOn: null })).toEqual({
      discoveredOn: "Date discovered cannot be in the future.",
    });
    expect(await fieldsOf({ ...INCIDENT, discoveredOn: addDays(today, -20) })).toEqual({
      discoveredOn: "Date discovered cannot be before the date it happened.",
    });
    expect(await fieldsOf({ ...INCIDENT, caiNotifiedOn: addDays(today, -9) })).toEqual({
      caiNotifiedOn: "CAI notified on cannot be before the date discovered.",
    });
    expect(await fieldsOf({ ...INCIDENT, seriousRisk: "yes", clientIds: ["not-a-client"] })).toEqual({
      seriousRisk: "Risk of serious injury must be yes, no, or not assessed yet.",
      clientIds: "Each client affected must be a client of the Clients Hub.",
    });
    // Closing needs the conclusion; with a risk of serious injury, the notices too.
    const closedOn = addDays(today, -1);
    expect(await fieldsOf({ ...INCIDENT, seriousRisk: null, closedOn })).toEqual({
      closedOn: "Record the conclusion of the risk assessment before closing the incident.",
    });
    expect(await fieldsOf({ ...INCIDENT, seriousRisk: true, caiNotifiedOn: addDays(today, -7), peopleNotifiedOn: null, closedOn })).toEqual({
      closedOn:
        "An incident with a risk of serious injury is closed only once the CAI or the Privacy Commissioner, and the people affected, have been notified.",
    });
    // A client that is not (or no longer) in the Clients Hub.
    expect(await fieldsOf({ ...INCIDENT, clientIds: ["00000000-0000-4000-8000-000000000000"] })).toEqual({
      clientIds: "A client affected is no longer in the Clients Hub: remove it from the list.",
    });
    expect(await rowsOf(ctx.database, sql`select id from confidentiality_incidents`)).toEqual([]);
    expect(await rowsOf(ctx.database, sql`select id from audit_log`)).toEqual([]);
  });

  test("with a risk of serious injury, closed once the CAI and the people affected were notified", async () => {
    const closedOn = addDays(today, -1);
    const incident = await create({ ...INCIDENT, seriousRisk: true, caiNotifiedOn: addDays(today, -6), opcNotifiedOn: addDays(today, -6), closedOn });
    expect(incident).toMatchObject({ seriousRisk: true, closedOn, caiNotifiedOn: addDays(today, -6) });
  });

  test("an unknown or malformed id is a 404, for reading and editing; an edit with a bad body changes nothing", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "1 or 1=1"]) {
      expect((await adminError(ctx, `${BASE}/${encodeURIComponent(id)}`, {}, "not_found")).message).toBe("Incident not found");
      expect((await adminError(ctx, `${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: INCIDENT }, "not_found")).status).toBe(404);
    }
    const { id, updatedAt } = await create(INCIDENT);
    expect(await fieldsOf({ ...INCIDENT, description: "" }, `${BASE}/${id}`, "PUT")).toEqual({ description: "What happened is required." });
    expect((await adminCall<IncidentDetail>(ctx, `${BASE}/${id}`)).updatedAt).toBe(updatedAt);
  });

  test("the CSV export: UTF-8 with a byte-order mark, the fixed columns, one row per entry oldest first, text quoted and formulas neutralised", async () => {
    const [luc, ana] = await seedClients(ctx.database, { fullName: "Luc Roy" }, { fullName: "Ana Lima" });
    await create({
      ...INCIDENT,
      occurredOn: addDays(today, -30),
      discoveredOn: addDays(today, -29),
      peopleAffected: null,
      seriousRisk: null,
      peopleNotifiedOn: null,
    });
    await create({
      ...INCIDENT,
      description: 'Un courriel « envoyé » au mauvais client, "par erreur"\nsecond line',
      measures: '=HYPERLINK("http://evil")',
      clientIds: [luc, ana],
      closedOn: addDays(today, -1),
    });
    const res = await call(ctx.t, `${BASE}/export.csv`, { cookie: ctx.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="confidentiality-incidents-${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const [header, first, ...rest] = text.split("\r\n");
    expect(header).toBe(INCIDENT_EXPORT_COLUMNS.join(","));
    expect(header).toBe(
      "Reference,Date it happened,Date discovered,What happened,Personal information involved,People affected,Clients affected,Sensitivity of the information,Likely misuse,Likely consequences,Risk of serious injury,Measures taken,CAI notified on,Privacy Commissioner notified on,People notified on,Notes on the notices,Closed on,Kept until,Recorded at,Last updated",
    );
    expect(first!.split(",").slice(0, 7)).toEqual([
      "INC-00001",
      addDays(today, -30),
      addDays(today, -29),
      expect.any(String),
      '"Name',
      " service address and the quote's amounts.\"",
      "Unknown",
    ]);
    expect(first).toContain(",Not assessed yet,");
    expect(first).toContain(",No,No,No,,Open,,");
    const second = rest.join("\r\n");
    expect(second).toContain("INC-00002,");
    expect(second).toContain('"Un courriel « envoyé » au mauvais client, ""par erreur""\nsecond line"');
    expect(second).toContain(",Ana Lima; Luc Roy,");
    expect(second).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(second).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r?\n?$/);
  });
});
