import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { openPostgres, queryRows, type Database } from "./db/client";
import { autopayAgreements, clientCards, clients, invoiceCharges, invoices, stripeCustomers } from "./db/schema/index";
import { chargeKey } from "./services/payments/autopay-charges";
import { startFakeStripe, type FakeStripe } from "./test/fake-stripe";
import { invoiceRow } from "./test/invoice-fixtures";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "./test/server-process";
import { createPostgresDatabase, postgresOnly } from "./test/test-db";

// Never two charges for one invoice (decision 074), with real server processes on one PostgreSQL
// and the local fake of Stripe: the process sending a charge is SIGKILLed after Stripe made the
// charge and before its answer reached us. Another process takes the charge once its lease ends,
// asks Stripe again under the same key, and gets the first charge back; Stripe's signed event then
// records the one payment.

const SECRET_KEY = "sk_test_crashkey";
const WEBHOOK_SECRET = "whsec_crashsecret";
const TOTAL = 8_800;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** An issued invoice of a client paying automatically, and its first charge queued, as issuing it leaves them. */
async function seed(database: Database): Promise<string> {
  const [client] = await database.db.insert(clients).values({ fullName: "Crash Payer", email: "crash@example.com", phoneNumber: "613-555-0100" }).returning();
  const clientId = client!.id;
  await database.db.insert(stripeCustomers).values({ clientId, customerId: "cus_test_crash" });
  await database.db.insert(clientCards).values({ clientId, paymentMethodId: "pm_test_crash", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
  await database.db.insert(autopayAgreements).values({ clientId, enabled: true, text: "I agree.", version: "2026-11", language: "en", channel: "portal" });
  const [invoice] = await database.db
    .insert(invoices)
    .values(invoiceRow({ clientId, title: "Weekly cleaning", totalCents: TOTAL, status: "issued", issueDate: "2026-11-02", dueDate: "2999-11-17" }))
    .returning();
  await database.db.insert(invoiceCharges).values({
    invoiceId: invoice!.id,
    attempt: 1,
    idempotencyKey: chargeKey(invoice!.id, 1),
    amountCents: TOTAL,
    customerId: "cus_test_crash",
    paymentMethodId: "pm_test_crash",
    card: "Visa •••• 4242",
  });
  return invoice!.id;
}

describe.each(postgresOnly)("automatic payment across a crash on %s", () => {
  test("SIGKILL between Stripe's charge and our record: the other process asks again under the same key, and the invoice is paid once", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autopay-crash-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { url, drop } = await createPostgresDatabase();
    cleanups.push(drop);
    const fake: FakeStripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    cleanups.push(() => fake.close());
    fake.state.holdWebhooks = true;

    const servers: ServerProcess[] = [];
    cleanups.push(() => servers.forEach((s) => s.child.exitCode === null && s.child.kill("SIGKILL")));
    const start = async (name: string) => {
      const dataDir = path.join(dir, name);
      fs.mkdirSync(dataDir);
      const s = spawnServer({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      });
      servers.push(s);
      await waitForListening(s);
      return s;
    };

    const first = await start("a");
    const database = await openPostgres(url);
    cleanups.push(() => database.close());
    // The first process is killed once Stripe has made the charge, before it hears the answer.
    fake.paymentIntents.state.beforeAnswer = async () => {
      first.child.kill("SIGKILL");
      await first.exited;
    };
    const invoiceId = await seed(database);
    const charge = () =>
      queryRows<{ status: string; tries: number; payment_intent_id: string | null }>(
        database.db,
        sql`select status, tries, payment_intent_id from invoice_charges where invoice_id = ${invoiceId}`,
      ).then((rows) => rows[0]!);

    await until("the first process's death", async () => (first.child.exitCode !== null || first.child.signalCode ? true : undefined), 60_000);
    expect(fake.paymentIntents.state.creates).toBe(1);
    expect(await charge()).toMatchObject({ status: "sending", tries: 1, payment_intent_id: null });
    fake.paymentIntents.state.beforeAnswer = null;

    // Another process on the same database: it takes the charge once the dead one's lease ends.
    const second = await start("b");
    const recovered = await until("the charge's recovery", async () => ((await charge()).status === "processing" ? charge() : undefined), 90_000);
    expect(recovered.tries).toBe(2);
    const [intent] = [...fake.paymentIntents.intents.values()];
    expect(recovered.payment_intent_id).toBe(intent!.id);
    const asked = fake.state.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(asked.map((r) => r.idempotencyKey)).toEqual([chargeKey(invoiceId, 1), chargeKey(invoiceId, 1)]);
    expect(fake.paymentIntents.state.creates).toBe(1);

    // Stripe's signed event reaches the living process: one payment, and the invoice is paid.
    fake.state.webhookUrl = `${second.url}/api/stripe/webhook`;
    expect(await fake.releaseWebhooks()).toEqual([200]);
    const [invoice] = await queryRows<{ status: string; paid_cents: number }>(
      database.db,
      sql`select status, paid_cents::int from invoices where id = ${invoiceId}`,
    );
    expect(invoice).toEqual({ status: "paid", paid_cents: TOTAL });
    const payments = await queryRows<{ reference: string }>(database.db, sql`select reference from invoice_payments where invoice_id = ${invoiceId}`);
    expect(payments).toEqual([{ reference: intent!.id }]);
    expect((await charge()).status).toBe("succeeded");
  }, 180_000);
});
