import { sql, type SQL } from "drizzle-orm";
import { beforeAll, beforeEach, expect } from "vitest";
import type { ApiErrorBody, ErrorCode } from "../../shared/api-error";
import type { CaptureLeadInput, LeadFormInput } from "../../shared/schemas/leads";
import type { Database } from "../db/client";
import { leads } from "../db/schema/index";
import { rowsOf, type TestApp, useAuthTestApp } from "./auth-fixtures";
import { call, makeAdmin, signInAdmin } from "./auth-helpers";
import { emptyTablesOf, resetLeadLookups, type DbKind } from "./test-db";

export const LEADS = "/api/admin/leads";

/** A valid full form (the create form's defaults plus a name and phone). */
export const FORM: LeadFormInput = {
  serviceType: "Cleaning Service",
  fullName: "Jane Doe",
  address: "",
  email: "",
  phoneNumber: "613-555-0100",
  clientCategory: "Individual",
  source: "Website",
  details: "",
  leadStatus: "New",
  assignedStaff: "",
};

/** A valid capture form with only its six required fields. */
export const CAPTURE: CaptureLeadInput = {
  fullName: "Sam Capture",
  phoneNumber: "819-555-0123",
  email: "sam@example.com",
  propertyType: "house",
  serviceType: "cleaning",
  preferredIngredients: "eco-friendly",
};

export type LeadTest = { database: Database; t: TestApp; admin: string; adminId: string };

/**
 * One database, app and signed-in admin for a describe block; before each test the leads,
 * clients (their addresses and documents) and audit rows are removed and the lookup tables restored (the admin stays).
 */
export function useLeadTestApp(kind: DbKind): LeadTest {
  const ctx = {} as LeadTest;
  useAuthTestApp(kind, (database, t) => Object.assign(ctx, { database, t }), { emptyEach: false });
  beforeAll(async () => {
    await makeAdmin(ctx.t, ctx.database);
    ctx.admin = (await signInAdmin(ctx.t)).cookie;
    const [row] = await rowsOf<{ id: string }>(ctx.database, sql`select id from users where email = 'admin@example.com'`);
    ctx.adminId = row!.id;
  });
  beforeEach(async () => {
    await emptyTablesOf(
      ctx.database.db,
      "leads",
      "clients",
      "client_addresses",
      "quotes",
      "quote_events",
      "quote_versions",
      "quote_acceptances",
      "document_counters",
      "invoices",
      "invoice_payments",
      "invoice_credits",
      "invoice_events",
      "invoice_checkouts",
      "stripe_events",
      "billing_reminders",
      "jobs",
      "audit_log",
      "outbox",
    );
    await resetLeadLookups(ctx.database.db);
  });
  return ctx;
}

/** A request as the signed-in admin; the status checked, the JSON body returned. */
export async function adminCall<T>(ctx: LeadTest, path: string, init: { method?: string; body?: unknown } = {}, status = 200): Promise<T> {
  const res = await call(ctx.t, path, { ...init, cookie: ctx.admin });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** An error answer: its code, message and fields. */
export async function adminError(ctx: LeadTest, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }, code: ErrorCode) {
  const res = await call(ctx.t, path, { ...init, cookie: ctx.admin });
  const body = (await res.json()) as ApiErrorBody;
  expect(body.error.code, JSON.stringify(body)).toBe(code);
  return { status: res.status, ...body.error };
}

type SeedLead = Partial<typeof leads.$inferInsert> & { fullName: string; at?: SQL };

/** Leads inserted directly, `at` their creation time (default now); their ids in order. */
export async function seedLeads(database: Database, ...rows: SeedLead[]): Promise<string[]> {
  const out = await database.db
    .insert(leads)
    .values(rows.map(({ at, ...r }) => ({ phoneNumber: "613-555-0000", ...r, ...(at ? { createdAt: at as never, updatedAt: at as never } : {}) })))
    .returning({ id: leads.id });
  return out.map((r) => r.id);
}

export type AuditRow = { action: string; entity: string; entityId: string; actorUserId: string | null; actorEmail: string | null; details: unknown };

/** The audit rows, oldest first. */
export const auditRows = (database: Database) =>
  rowsOf<AuditRow>(
    database,
    sql`select action, entity, entity_id as "entityId", actor_user_id as "actorUserId", actor_email as "actorEmail", details
        from audit_log order by at, action`,
  );
