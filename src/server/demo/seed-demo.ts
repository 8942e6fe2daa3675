import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Auth } from "../auth/create-auth";
import { queryRows, type Db } from "../db/client";
import { adminUsers, users } from "../db/schema/index";
import type { Config } from "../env";
import { createAdmin } from "../services/accounts/create-admin";
import { todayInOttawa } from "../services/portal/client-records";
import { seedBilling, type StaffActor } from "./demo-billing";
import { demoClock } from "./demo-clock";
import { DEMO_CLIENT, seedAssessments, seedClients, seedLeads } from "./demo-people";
import { DEMO_STAFF } from "./demo-places";
import { seededRandom } from "./demo-random";
import { planStories } from "./demo-stories";
import { seedVisits } from "./demo-visits";

// `npm run seed:demo`: an empty database filled with six months of believable history, so anyone
// can open the product and judge it. Each kind of record is its own part below; a feature that
// brings new records adds its part to the list.

/** The staff account the demo makes for whoever opens it. */
export const DEMO_ADMIN = { email: "demo.admin@example.com", username: "demo", password: "maple-crest-demo-2026" } as const;
export { DEMO_CLIENT };

/** Seeding refused: the database is not empty. */
export class DemoRefusedError extends Error {}

export type DemoSummary = { admin: typeof DEMO_ADMIN; client: typeof DEMO_CLIENT; counts: Record<string, number> };

export async function seedDemo(options: { db: Db; config: Config; auth: Auth; today?: string; seed?: number }): Promise<DemoSummary> {
  const { db, config, auth } = options;
  const today = options.today ?? todayInOttawa();
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from clients`);
  if (Number(n) > 0) {
    throw new DemoRefusedError(
      `This database already has ${n} client${Number(n) === 1 ? "" : "s"}: seed:demo fills an empty database only, and changed nothing.`,
    );
  }
  const random = seededRandom(options.seed ?? 2026);
  const [{ now }] = (await queryRows<{ now: string }>(db, sql`select now()::text as now`)) as [{ now: string }];
  const clock = demoClock(db, new Date(now));

  // Staff: the demo admin, and the crew whose names the visits carry.
  const { userId } = await createAdmin({ db, auth, input: DEMO_ADMIN, verified: true });
  // The crew are staff accounts without a password (no one signs in as them; a password reset
  // gives one), which also spares the seconds their password hashes would take.
  for (const name of DEMO_STAFF) {
    const id = randomUUID();
    const email = `${name.toLowerCase()}.crew@example.com`;
    await db.insert(users).values({ id, name, email, emailVerified: true });
    await db.insert(adminUsers).values({ userId: id, username: name, email });
  }
  const actor: StaffActor = { type: "staff", userId, name: DEMO_ADMIN.username, email: DEMO_ADMIN.email };

  // The parts, in order: people first, then what happened with them.
  const clients = await seedClients(db, random, today);
  await seedAssessments(db, random, today, clients);
  await seedLeads(db, random, today, clients);
  const stories = planStories(random, clients, today);
  const quoteOf = await seedBilling({ db, config, actor, random, today, clock }, stories);
  await seedVisits(db, random, stories, quoteOf, { userId, name: DEMO_ADMIN.username });

  return { admin: DEMO_ADMIN, client: DEMO_CLIENT, counts: await demoCounts(db) };
}

/** How many records of each kind the database holds (what the command prints). */
export async function demoCounts(db: Db): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from clients) as clients,
      (select count(*)::int from job_assessments) as assessments,
      (select count(*)::int from leads) as leads,
      (select count(*)::int from quotes) as quotes,
      (select count(*)::int from invoices) as invoices,
      (select count(*)::int from invoice_payments) as payments,
      (select count(*)::int from service_visits) as visits`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}
