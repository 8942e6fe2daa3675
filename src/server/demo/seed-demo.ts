import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { businessDay } from "../../shared/business-time";
import { queryRows, type Db } from "../db/client";
import { transaction } from "../db/transaction";
import { adminUsers, companySettings, users } from "../db/schema/index";
import type { Config } from "../env";
import { createAdmin } from "../services/accounts/create-admin";
import { loadCompanySettings } from "../services/settings/company-settings";
import { seedBilling, type StaffActor } from "./demo-billing";
import { demoClock, ottawaMoment } from "./demo-clock";
import { DEMO_CLIENT, seedAssessments, seedClients, seedLeads } from "./demo-people";
import { DEMO_STAFF } from "./demo-places";
import { seededRandom } from "./demo-random";
import { planStories } from "./demo-stories";
import { seedMessages } from "./demo-messages";
import { planSchedules, seedSchedules } from "./demo-schedules";
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

/** The settings (the environment's on a first start), with sample registration numbers where none are set. */
async function giveDemoTaxNumbers(db: Db, config: Config): Promise<void> {
  const settings = await loadCompanySettings(db, config);
  if (settings.gstHstNumber && settings.qstNumber) return;
  await db
    .update(companySettings)
    .set({
      gstHstNumber: settings.gstHstNumber ?? "123456789 RT0001",
      qstNumber: settings.qstNumber ?? "1234567890 TQ0001",
      // The demo's numbers are set ones: a restart without them in the environment keeps them.
      ownerSet: [...new Set([...settings.ownerSet, "gstHstNumber", "qstNumber"])],
    })
    .where(eq(companySettings.id, 1));
  await loadCompanySettings(db, config);
}

export async function seedDemo(options: { db: Db; config: Config; today?: string; seed?: number }): Promise<DemoSummary> {
  const { db, config } = options;
  const today = options.today ?? businessDay();
  await refuseUnlessEmpty(db);
  // The owner's account is made first, in its own transaction (and found again if a run stopped halfway).
  const userId = await demoAdmin(db);
  const actor: StaffActor = { type: "staff", userId, name: DEMO_ADMIN.username, email: DEMO_ADMIN.email };
  // Quotes and invoices with a tax are sent only with the company's number for it (decision 052):
  // a demo company without them gets sample numbers, which Settings shows and changes.
  await giveDemoTaxNumbers(db, config);

  // Everything else in one transaction: all or nothing, and one commit instead of hundreds.
  await transaction(db, async (tx) => {
    await refuseUnlessEmpty(tx);
    const random = seededRandom(options.seed ?? 2026);
    const [{ now }] = (await queryRows<{ now: string }>(tx, sql`select now()::text as now`)) as [{ now: string }];
    const clock = demoClock(tx, new Date(now));

    // The crew are cleaners' staff accounts without a password (no one signs in as them; a password reset
    // gives one): their user names are the names on the visits.
    for (const name of DEMO_STAFF) {
      const id = randomUUID();
      const email = `${name.toLowerCase()}.crew@example.com`;
      await tx.insert(users).values({ id, name, email, emailVerified: true });
      await tx.insert(adminUsers).values({ userId: id, username: name, email, role: "cleaner" });
    }

    // The parts, in order: people first, then what happened with them.
    const clients = await seedClients(tx, random, today);
    // The demo client has had a portal account since they became a client ("Member Since").
    const since = ottawaMoment(clients[0]!.since, 18);
    await tx
      .insert(users)
      .values({ id: randomUUID(), name: DEMO_CLIENT.fullName, email: DEMO_CLIENT.email, emailVerified: true, createdAt: since, updatedAt: since });
    await seedAssessments(tx, random, today, clients);
    await seedLeads(tx, random, today, clients);
    const stories = planSchedules(random, planStories(random, clients, today), today);
    const quoteOf = await seedBilling({ db: tx, config, actor, random, today, clock }, stories);
    const staff = { userId, name: DEMO_ADMIN.username };
    await seedVisits(tx, random, stories, quoteOf, staff);
    await seedSchedules({ db: tx, random, stories, quoteOf, staff, clock, today });
    await seedMessages({ db: tx, config, staff, today, clock, stories });
  });
  return { admin: DEMO_ADMIN, client: DEMO_CLIENT, counts: await demoCounts(db) };
}

async function refuseUnlessEmpty(db: Db) {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from clients`);
  if (Number(n) > 0) {
    throw new DemoRefusedError(
      `This database already has ${n} client${Number(n) === 1 ? "" : "s"}: seed:demo fills an empty database only, and changed nothing.`,
    );
  }
}

/** The demo admin's user id: made now, or found from an earlier run that stopped halfway. */
async function demoAdmin(db: Db): Promise<string> {
  const [found] = await queryRows<{ userId: string }>(db, sql`select user_id as "userId" from admin_users where lower(email) = ${DEMO_ADMIN.email}`);
  if (found) return found.userId;
  return (await createAdmin({ db, input: DEMO_ADMIN, role: "owner", verified: true })).userId;
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
      (select count(*)::int from service_visits) as visits,
      (select count(*)::int from service_schedules) as schedules,
      (select count(*)::int from client_messages) as messages`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}
