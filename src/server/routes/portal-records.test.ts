import { businessDay } from "../../shared/business-time";
import { invoiceRow } from "../test/invoice-fixtures";
import { quoteRow } from "../test/quote-fixtures";
import { describe, expect, test } from "vitest";
import type { PortalInvoice, PortalQuote } from "../../shared/portal";
import type { Database } from "../db/client";
import { invoices, quotes } from "../db/schema/index";
import { makeClient, type TestApp, useAuthTestApp, signInNewClient } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";

// What the portal shows of a client's documents (spec 000 §4, decision 021): the states as
// stable values, worked out from the stored status and the dates; drafts and void ones hidden.

const PAST = "2000-01-01";
const FUTURE = "2999-01-01";

describe.each(testDbKinds)("portal quotes and invoices on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const signedIn = async (email: string) => (await signInNewClient(t, database, email)).cookie;
  const getJson = async <T>(path: string, cookie: string) => {
    const res = await call(t, path, { cookie });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  test("a signed-in user without a client record has empty lists", async () => {
    await makeClient(database, "someone.else@example.com");
    const cookie = await signedIn("jane@example.com");
    expect(await getJson("/api/portal/quotes", cookie)).toEqual({ quotes: [] });
    expect(await getJson("/api/portal/invoices", cookie)).toEqual({ invoices: [] });
  });

  test("quotes: pending until valid-until, then expired; accepted and declined; a void one that was sent reads withdrawn; drafts and void ones never sent not shown", async () => {
    const client = await makeClient(database, "Jane@Example.com");
    const cookie = await signedIn("jane@example.com");
    const rows = await database.db
      .insert(quotes)
      .values(
        (
          [
            ["sent", FUTURE, "2026-06-05"],
            ["sent", PAST, "2026-06-04"],
            ["accepted", PAST, "2026-06-03"],
            ["declined", FUTURE, "2026-06-02"],
            ["draft", FUTURE, "2026-06-01"],
            ["void", FUTURE, "2026-05-31"],
            ["void", PAST, "2026-05-30"],
          ] as const
        ).map(([status, validUntil, quoteDate], i) => ({
          ...quoteRow({ clientId: client, title: `Quote ${status} ${validUntil}`, totalCents: 12_345, status, quoteDate, validUntil }),
          // The last one was sent before it was withdrawn.
          sentAt: i === 6 ? new Date("2026-05-30T14:00:00Z") : null,
        })),
      )
      .returning({ id: quotes.id, status: quotes.status });
    const { quotes: listed } = await getJson<{ quotes: PortalQuote[] }>("/api/portal/quotes", cookie);
    expect(listed.map((q) => [q.service, q.status])).toEqual([
      [`Quote sent ${FUTURE}`, "pending"],
      [`Quote sent ${PAST}`, "expired"],
      [`Quote accepted ${PAST}`, "accepted"],
      [`Quote declined ${FUTURE}`, "declined"],
      [`Quote void ${PAST}`, "withdrawn"],
    ]);
    expect(listed[4]!.withdrawnAt).toEqual(expect.any(String));
    expect(listed[0]).toEqual({
      id: rows[0]!.id,
      number: expect.stringMatching(/^Q-/),
      service: `Quote sent ${FUTURE}`,
      amountCents: 12_345,
      status: "pending",
      quoteDate: "2026-06-05",
      validUntil: FUTURE,
      withdrawnAt: null,
    });
    expect((await getJson<{ quote: PortalQuote }>(`/api/portal/quotes/${rows[1]!.id}`, cookie)).quote.status).toBe("expired");
    for (const hidden of rows.slice(4, 6)) expect((await call(t, `/api/portal/quotes/${hidden.id}`, { cookie })).status, hidden.status).toBe(404);
    expect((await getJson<{ quote: PortalQuote }>(`/api/portal/quotes/${rows[6]!.id}`, cookie)).quote.status).toBe("withdrawn");
  });

  test("invoices: outstanding until the due date, then overdue; paid; drafts and void not shown", async () => {
    const client = await makeClient(database, "jane@example.com");
    const cookie = await signedIn("jane@example.com");
    const today = businessDay();
    const rows = await database.db
      .insert(invoices)
      .values(
        (
          [
            ["issued", today, "2026-06-05"],
            ["issued", PAST, "2026-06-04"],
            ["paid", PAST, "2026-06-03"],
            ["draft", FUTURE, "2026-06-02"],
            ["void", PAST, "2026-06-01"],
          ] as const
        ).map(([status, dueDate, issueDate]) =>
          invoiceRow({ clientId: client, title: `Invoice ${status} ${dueDate}`, totalCents: 500, status, issueDate, dueDate }),
        ),
      )
      .returning({ id: invoices.id, status: invoices.status });
    const { invoices: listed } = await getJson<{ invoices: PortalInvoice[] }>("/api/portal/invoices", cookie);
    expect(listed.map((i) => [i.service, i.status])).toEqual([
      [`Invoice issued ${today}`, "outstanding"],
      [`Invoice issued ${PAST}`, "overdue"],
      [`Invoice paid ${PAST}`, "paid"],
    ]);
    expect((await getJson<{ invoice: PortalInvoice }>(`/api/portal/invoices/${rows[1]!.id}`, cookie)).invoice.status).toBe("overdue");
    for (const hidden of rows.slice(3)) expect((await call(t, `/api/portal/invoices/${hidden.id}`, { cookie })).status, hidden.status).toBe(404);
  });
});

test("today is the calendar day in Ottawa, not in UTC", () => {
  expect(businessDay(new Date("2026-11-24T04:59:00Z"))).toBe("2026-11-23");
  expect(businessDay(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
});
