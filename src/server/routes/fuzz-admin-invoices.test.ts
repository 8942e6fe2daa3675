import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import {
  creditNoteSchema,
  invoiceCreateSchema,
  invoiceEditSchema,
  invoiceFromQuoteSchema,
  invoiceVoidSchema,
  paymentSchema,
} from "../../shared/schemas/invoices";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// Generated requests to the admin's invoice writes (decision 020's checks: no 5xx, no internals
// shown, the API's error shape naming a field of the body, nothing stored when refused), mostly as the admin.

const TIMEOUT = 120_000;
const FORM = { title: "Office cleaning", lines: [{ description: "Weekly clean", quantity: 1, unitPriceCents: 12_000 }], terms: "net_15", notes: null };

describe.each(testDbKinds)("generated requests to /api/admin/invoices on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  let client: { clientId: string; addressId: string };
  beforeAll(async () => {
    client = await seedQuoteClient(fuzz().database, "fuzz.invoices@example.com");
  });
  const cookies = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().admin.cookie) }, { weight: 1, arbitrary: fuzz().cookies });
  const adminPost = async (path: string, body: unknown) => {
    const response = await fuzz().ctx.app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie: fuzz().admin.cookie, Origin: "http://localhost:3000" },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBeLessThan(300);
    return ((await response.json()) as { invoice: { id: string } }).invoice;
  };

  test(
    `${RUNS} requests to POST /api/admin/invoices and /from-quote`,
    async () => {
      const bodies = {
        "/api/admin/invoices": bodyArbitrary(invoiceCreateSchema, { example: { ...FORM, ...client } }),
        "/api/admin/invoices/from-quote": bodyArbitrary(invoiceFromQuoteSchema, {
          example: { quoteId: "00000000-0000-4000-8000-000000000000", terms: "net_30" },
        }),
      };
      for (const [path, body] of Object.entries(bodies)) {
        const tally = await fuzzEndpoint(fuzz().ctx, {
          name: `POST ${path}`,
          fields: body.keys,
          requests: requests({ method: "POST", path, body, cookies: cookies(), cookieShare: 90 }),
        });
        expect(tally[400], path).toBeGreaterThan(RUNS / 10);
      }
    },
    TIMEOUT * 2,
  );

  test(
    `${RUNS} requests to the invoice page's writes (edit a draft; payments, credits, void on an issued one)`,
    async () => {
      const draft = await adminPost("/api/admin/invoices", { ...FORM, ...client });
      const issued = await adminPost("/api/admin/invoices", {
        ...FORM,
        ...client,
        lines: [{ description: "Big job", quantity: 1, unitPriceCents: 90_000_000 }],
      });
      await adminPost(`/api/admin/invoices/${issued.id}/issue`, {});
      const writes: [string, string, ReturnType<typeof bodyArbitrary>][] = [
        ["PUT", `/api/admin/invoices/${draft.id}`, bodyArbitrary(invoiceEditSchema, { example: { ...FORM, addressId: client.addressId } })],
        [
          "POST",
          `/api/admin/invoices/${issued.id}/payments`,
          bodyArbitrary(paymentSchema, { example: { amountCents: 100, paidOn: "2026-01-02", method: "cash", reference: null } }),
        ],
        ["POST", `/api/admin/invoices/${issued.id}/credits`, bodyArbitrary(creditNoteSchema, { example: { amountCents: 100, reason: "Goodwill" } })],
        ["POST", `/api/admin/invoices/${issued.id}/void`, bodyArbitrary(invoiceVoidSchema, { example: { reason: "Duplicate" } })],
      ];
      for (const [method, path, body] of writes) {
        const tally = await fuzzEndpoint(fuzz().ctx, {
          name: `${method} ${path.replace(/[0-9a-f-]{36}/, ":id")}`,
          fields: body.keys,
          requests: requests({ method, path, body, cookies: cookies(), cookieShare: 90 }),
        });
        expect(tally[400], path).toBeGreaterThan(0);
      }
    },
    TIMEOUT * 3,
  );
});
