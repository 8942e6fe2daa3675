// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { render, text } from "~/test/render";

const { ClientPaymentCard } = await import("./client-payment");

// The admin client page's read-only card on file and automatic payment (decision 074).

const rows = (el: Element) => [...el.querySelectorAll("[data-field]")].map((r) => [text(r.querySelector("dt")), text(r.querySelector("dd"))]);

test("the card on file with its expiry, and automatic payment on since its day", async () => {
  const el = await render(
    <ClientPaymentCard
      payment={{ card: { brand: "visa", last4: "4242", expMonth: 3, expYear: 2027 }, autopay: { enabled: true, since: "2026-11-20T15:00:00.000Z" } }}
    />,
  );
  expect(text(el.querySelector("h2"))).toBe("Payment");
  expect(rows(el)).toEqual([
    ["Card on file", "Visa •••• 4242 (expires 03/2027)"],
    ["Automatic payment", expect.stringMatching(/^On since Nov(ember)? 20, 2026$/)],
  ]);
});

test("no card, automatic payment off", async () => {
  const el = await render(<ClientPaymentCard payment={{ card: null, autopay: { enabled: false, since: null } }} />);
  expect(rows(el)).toEqual([
    ["Card on file", "None"],
    ["Automatic payment", "Off"],
  ]);
});
