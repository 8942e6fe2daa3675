// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { AUTOPAY_AGREEMENT_VERSION, autopayAgreement } from "@shared/billing/autopay-agreement";
import type { PortalPaymentMethod } from "@shared/portal-payment-method";
import { stubFetch } from "~/test/fetch-stub";
import { click, settle } from "~/test/form-controls";
import { renderRoutes, text } from "~/test/render";

const { PaymentMethodSection } = await import("./payment-method-section");
const { QuoteAutopayOffer } = await import("./quote-offer");

// The portal's payment method (decision 074): the card on file, Save / Replace / Remove, and
// automatic payment with its terms, against a stubbed server.

const CARD = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2027 };
const state = (over: Partial<PortalPaymentMethod> = {}): PortalPaymentMethod => ({
  card: null,
  autopay: { enabled: false, since: null },
  agreement: autopayAgreement("en"),
  cardPaymentsAvailable: true,
  ...over,
});
const ON = { enabled: true, since: "2026-11-20T15:00:00.000Z" };

type Answer = { status?: number; body?: unknown };
/** The server: GET answers `now()`; other requests go to `other` (default: 404). */
function serve(now: () => PortalPaymentMethod, other: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined) {
  return stubFetch((url, init) => {
    if (url.pathname === "/api/portal/payment-method" && init?.method === "GET") return { body: now() };
    return other(init!.method!, url.pathname, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}
const open = (at = "/client-dashboard/invoices") => renderRoutes([{ path: "/client-dashboard/invoices", element: <PaymentMethodSection /> }], at);
const $ = (selector: string) => document.querySelector(selector);
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => text(b) === name) ?? null;
const buttons = () => [...document.querySelectorAll("[data-payment-method] button")].map((b) => text(b));
const sent = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.url.pathname, c.body]);
const alertText = () => text($('[role="alert"]'));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

test("no card: Save a card opens the secure page the server answers; autopay waits for a card", async () => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  const { calls } = serve(state, (method, path) =>
    method === "POST" && path === "/api/portal/payment-method/setup" ? { body: { url: "https://checkout.stripe.com/c/pay/cs_test_1" } } : undefined,
  );
  await open();
  await settle();
  expect(text($("[data-payment-method] h2"))).toBe("Payment method");
  expect(text($("[data-payment-method]"))).toContain("Save a card to have your invoices paid automatically.");
  expect(text($("[data-autopay]"))).toBe("Automatic paymentAutomatic payment needs a card on file.");
  expect(buttons()).toEqual(["Save a card"]);
  expect($("[data-agreement]")).toBeNull();
  await click(button("Save a card"));
  await settle();
  expect(sent(calls)).toEqual([["POST", "/api/portal/payment-method/setup", {}]]);
  expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1");
  expect(button("Opening the secure page…")?.disabled).toBe(true);
  expect(JSON.parse(sessionStorage.getItem("portal.card-setup")!)).toEqual({ before: "none", fromQuote: false });
});

test("a refusal to open the page shows the server's reason; a page that is no web address is never opened", async () => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  let answer: Answer = { status: 503, body: { error: { code: "unavailable", message: "The page to save your card could not be opened just now." } } };
  serve(state, () => answer);
  await open();
  await settle();
  await click(button("Save a card"));
  await settle();
  expect(alertText()).toBe("That did not workThe page to save your card could not be opened just now.");
  answer = { body: { url: "javascript:alert(1)" } };
  await click(button("Save a card"));
  await settle();
  expect(assign).not.toHaveBeenCalled();
});

test("card payments not set up: said instead of a button", async () => {
  serve(() => state({ cardPaymentsAvailable: false }));
  await open();
  await settle();
  expect(text($("[data-cards-unavailable]"))).toBe(
    "Card payments are not available at the moment, so no card can be saved. Your invoices show the other ways to pay.",
  );
  expect(buttons()).toEqual([]);
  expect($("[data-autopay]")).toBeNull();
});

test("a card on file: shown with its expiry; the terms in full before Turn on automatic payment, which sends their version", async () => {
  let now = state({ card: CARD });
  const { calls } = serve(
    () => now,
    (method, path) => {
      if (method !== "PUT" || path !== "/api/portal/autopay") return undefined;
      now = state({ card: CARD, autopay: ON });
      return { body: now };
    },
  );
  await open();
  await settle();
  expect(text($("[data-card]"))).toBe("Visa •••• 4242, expires 12/2027");
  expect(buttons()).toEqual(["Replace card", "Remove card", "Turn on automatic payment"]);
  expect(text($("[data-agreement]"))).toBe(autopayAgreement("en").text);
  expect(button("Turn on automatic payment")!.getAttribute("aria-describedby")).toBe("autopay-agreement");
  expect(text($('[data-autopay="off"]'))).toContain("Automatic payment is off: you pay each invoice yourself.");
  await click(button("Turn on automatic payment"));
  await settle();
  expect(sent(calls)).toEqual([["PUT", "/api/portal/autopay", { enabled: true, version: AUTOPAY_AGREEMENT_VERSION, channel: "portal" }]]);
  expect(text($("[data-autopay-status]"))).toBe("Invoices are paid automatically with Visa •••• 4242. On since November 20, 2026.");
  expect($("[data-agreement]")).toBeNull();
  expect(text($('[data-autopay="on"] [aria-live]'))).toBe("Automatic payment is on.");
  expect(buttons()).toEqual(["Replace card", "Remove card", "Turn off automatic payment"]);
});

test("turning on refused (the terms changed): the reason is shown and it stays off", async () => {
  serve(
    () => state({ card: CARD }),
    () => ({ status: 409, body: { error: { code: "conflict", message: "The terms of automatic payment have changed: read them again, then turn it on." } } }),
  );
  await open();
  await settle();
  await click(button("Turn on automatic payment"));
  await settle();
  expect(alertText()).toBe("That did not workThe terms of automatic payment have changed: read them again, then turn it on.");
  expect($('[data-autopay="off"]')).not.toBeNull();
});

test("Turn off; Remove card after a confirmation that says autopay ends too", async () => {
  let now = state({ card: CARD, autopay: ON });
  const { calls } = serve(
    () => now,
    (method, path) => {
      if (method === "PUT" && path === "/api/portal/autopay") now = state({ card: CARD });
      else if (method === "DELETE" && path === "/api/portal/payment-method") now = state();
      else return undefined;
      return { body: now };
    },
  );
  await open();
  await settle();
  await click(button("Remove card"));
  const dialog = $('[role="alertdialog"]');
  expect(text(dialog?.querySelector("h2"))).toBe("Remove this card?");
  expect(text(dialog)).toContain("Visa •••• 4242 will be removed from your account. Automatic payment will be turned off.");
  await click(button("Keep card"));
  expect($('[role="alertdialog"]')).toBeNull();
  expect(sent(calls)).toEqual([]);

  await click(button("Turn off automatic payment"));
  await settle();
  expect(sent(calls)).toEqual([["PUT", "/api/portal/autopay", { enabled: false }]]);
  expect($('[data-autopay="off"]')).not.toBeNull();

  await click(button("Remove card"));
  expect(text($('[role="alertdialog"]'))).not.toContain("Automatic payment will be turned off.");
  const confirm = [...document.querySelectorAll('[role="alertdialog"] button')].find((b) => text(b) === "Remove card")!;
  await click(confirm);
  await settle();
  expect(sent(calls).at(-1)).toEqual(["DELETE", "/api/portal/payment-method", undefined]);
  expect($('[role="alertdialog"]')).toBeNull();
  expect($("[data-card]")).toBeNull();
  expect(buttons()).toEqual(["Save a card"]);
  expect(text($("[data-payment-method] > div > div > p[aria-live]"))).toBe("Your card is removed.");
});

test("back from the secure page: the card will show in a moment, and is asked for again until it does", async () => {
  sessionStorage.setItem("portal.card-setup", JSON.stringify({ before: "none", fromQuote: false }));
  let now = state();
  serve(() => now);
  await open("/client-dashboard/invoices?card=saved");
  await settle();
  expect(text($('[role="status"][data-card-return="saved"]'))).toBe("Your card is saved. It will show here in a moment.");
  now = state({ card: CARD });
  await vi.waitFor(() => expect(text($("[data-card]"))).toBe("Visa •••• 4242, expires 12/2027"), { timeout: 4000 });
  expect(text($('[role="status"][data-card-return="saved"]'))).toBe("Your card is saved.");
});

test("back without saving: nothing was saved", async () => {
  serve(() => state({ card: CARD }));
  await open("/client-dashboard/invoices?card=cancelled");
  await settle();
  expect(text($('[role="status"][data-card-return="cancelled"]'))).toBe("No card was saved.");
});

test("from an accepted quote: the offer's words, and autopay turned on from there is recorded as such", async () => {
  let now = state({ card: CARD });
  const { calls } = serve(
    () => now,
    () => {
      now = state({ card: CARD, autopay: ON });
      return { body: now };
    },
  );
  await open("/client-dashboard/invoices?from=quote");
  await settle();
  expect(text($("[data-payment-method]"))).toContain("Thank you for accepting the quote.");
  await click(button("Turn on automatic payment"));
  await settle();
  expect(sent(calls)).toEqual([["PUT", "/api/portal/autopay", { enabled: true, version: AUTOPAY_AGREEMENT_VERSION, channel: "quote_acceptance" }]]);
});

test("the quote's offer links to the section, unless autopay is on or cards are not taken", async () => {
  let now = state();
  serve(() => now);
  const offer = () => renderRoutes([{ path: "/", element: <QuoteAutopayOffer /> }], "/");
  await offer();
  await settle();
  const link = $("[data-autopay-offer]");
  expect(text(link)).toBe("Pay automatically: save a card");
  expect(link!.getAttribute("href")).toBe("/client-dashboard/invoices?from=quote#payment-method");
  document.body.innerHTML = "";
  now = state({ card: CARD, autopay: ON });
  await offer();
  await settle();
  expect($("[data-autopay-offer]")).toBeNull();
  document.body.innerHTML = "";
  now = state({ cardPaymentsAvailable: false });
  await offer();
  await settle();
  expect($("[data-autopay-offer]")).toBeNull();
});
