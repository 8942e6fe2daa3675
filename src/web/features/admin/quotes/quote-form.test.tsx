// @vitest-environment happy-dom
import { beforeEach, expect, test, vi } from "vitest";
import type { ClientAddress } from "@shared/schemas/clients";
import { ApiError } from "~/lib/api";
import { renderRoutes, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { QuoteForm } = await import("./quote-form");
const { newQuoteValues, defaultValidUntil } = await import("./quote-form-values");

const CLIENT = "7c1c9a7e-5b2d-4c8e-9a1b-000000000009";
const ADDRESSES: ClientAddress[] = [
  { id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a1", street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
  { id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a2", street: "25 Rue Laurier", city: "Gatineau", province: "QC", postalCode: "J8X 4C8" },
  { id: "5b1c9a7e-5b2d-4c8e-9a1b-0000000000a3", street: "1 Portage Ave", city: "Winnipeg", province: "MB", postalCode: "R3B 2B9" },
];
const client = { id: CLIENT, fullName: "Jane Doe", email: "jane@example.com", addresses: ADDRESSES };

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});

type Props = Partial<React.ComponentProps<typeof QuoteForm>>;
async function renderForm(props: Props = {}) {
  const onSave = props.onSave ?? vi.fn(async () => {});
  const values = props.defaultValues ?? { ...newQuoteValues(CLIENT), addressId: ADDRESSES[0]!.id };
  const form = <QuoteForm mode="create" client={{ kind: "existing", client }} cancelTo="/admin/quotes" {...props} defaultValues={values} onSave={onSave} />;
  await renderRoutes([{ path: "*", element: form }], "/admin/quotes/new");
  const field = (name: string) => document.querySelector(`#quote-${name.replaceAll(".", "-")}`) as HTMLInputElement;
  const button = (label: string) =>
    [...document.querySelectorAll("button, a")].find((b) => text(b) === label || b.getAttribute("aria-label") === label) as HTMLButtonElement | undefined;
  const totals = () =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-totals] dl [data-total]")].map((row) => [text(row.querySelector("dt")), text(row.querySelector("dd"))]),
    );
  return { field, button, totals, onSave: onSave as ReturnType<typeof vi.fn> };
}

async function line(field: (name: string) => HTMLInputElement, i: number, description: string, quantity: string, price: string) {
  await typeInto(field(`lines.${i}.description`), description);
  await typeInto(field(`lines.${i}.quantity`), quantity);
  await typeInto(field(`lines.${i}.unitPrice`), price);
}

test("every control has a visible label; a new quote starts with one line and is valid for 30 days", async () => {
  const { field, button } = await renderForm();
  const labels = [...document.querySelectorAll("form label")].map(text);
  expect(labels).toEqual([
    "Service address",
    "Title",
    "Valid Until",
    "Description",
    "Quantity",
    "Unit price ($)",
    "Optional item",
    "One-time charge",
    "No deposit",
    "A percentage",
    "An amount",
    "Notes",
  ]);
  for (const label of document.querySelectorAll("form label[for]")) expect(document.getElementById((label as HTMLLabelElement).htmlFor)).not.toBeNull();
  expect(field("validUntil").value).toBe(defaultValidUntil());
  expect(field("lines.0.quantity").value).toBe("1");
  expect(button("Remove line 1")!.disabled).toBe(true);
  expect(text(document.querySelector("[data-client-card]"))).toContain("Jane Doe");
  expect([...(field("addressId") as unknown as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    "Select an address",
    "12 Elm St, Ottawa, ON K1A 0B1",
    "25 Rue Laurier, Gatineau, QC J8X 4C8",
    "1 Portage Ave, Winnipeg, MB R3B 2B9",
  ]);
});

test("totals follow the lines as typed: HST in Ontario, GST and QST in Quebec; optional items stay out; the deposit", async () => {
  const { field, button, totals } = await renderForm();
  await line(field, 0, "Deep clean", "2", "150");
  await click(button("Add line")!);
  await line(field, 1, "Windows", "1.5", "$1,000.05");
  await click(button("Add line")!);
  await line(field, 2, "Oven", "1", "80");
  await click(field("lines.2.optional"));
  expect([...document.querySelectorAll("[data-line-total]")].map((el) => text(el))).toEqual([
    "Line total $300.00",
    "Line total $1,500.08",
    "Line total $80.00",
  ]);
  // 300.00 + 1,500.08 (1.5 × 1,000.05 = 1,500.075, half-up) = 1,800.08; HST 13% = 234.01.
  expect(totals()).toEqual({ Subtotal: "$1,800.08", "HST (13%)": "$234.01", Total: "$2,034.09" });
  expect(text(document.querySelector("[data-totals] [data-total=optional]"))).toBe("Optional items, if the client adds them (before tax) $80.00");

  await choose(field("addressId"), ADDRESSES[1]!.id);
  // GST 5% = 90.00; QST 9.975% = 179.56 (179.5580).
  expect(totals()).toEqual({ Subtotal: "$1,800.08", "GST (5%)": "$90.00", "QST (9.975%)": "$179.56", Total: "$2,069.64" });

  await click(document.querySelector("input[type=radio][value=percent]"));
  await typeInto(field("deposit.percent"), "25");
  expect(totals()["Deposit due on acceptance"]).toBe("$517.41");
  await click(document.querySelector("input[type=radio][value=amount]"));
  await typeInto(field("deposit.amount"), "500");
  expect(totals()["Deposit due on acceptance"]).toBe("$500.00");
});

test("a province other than Ontario or Quebec: the totals say taxes are computed for those two only", async () => {
  const { field } = await renderForm();
  await line(field, 0, "Deep clean", "1", "100");
  await choose(field("addressId"), ADDRESSES[2]!.id);
  expect(document.querySelector("[data-totals] dl")).toBeNull();
  expect(text(document.querySelector("[data-no-taxes]"))).toBe(
    "Taxes can only be computed for Ontario and Quebec; this address is in Manitoba. Choose another address.",
  );
});

test("invalid lines: each message on its field, the first in a 'Validation Error' toast; nothing saved", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("title"), "Spring clean");
  await typeInto(field("lines.0.quantity"), "-1");
  await typeInto(field("lines.0.unitPrice"), "1000000.01");
  await click(button("Add line")!);
  await line(field, 1, "Windows", "1.005", "12.345");
  await click(button("Save draft")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Description is required.");
  expect(errorOf(field("lines.0.description"))).toBe("Description is required.");
  expect(errorOf(field("lines.0.quantity"))).toBe("Quantity must be greater than 0");
  expect(errorOf(field("lines.0.unitPrice"))).toBe("Unit price must be at most $1,000,000");
  expect(errorOf(field("lines.1.quantity"))).toBe("Quantity may have at most two decimals");
  expect(errorOf(field("lines.1.unitPrice"))).toBe("Unit price must be in whole cents");
  expect(errorOf(field("title"))).toBeNull();
  expect(onSave).not.toHaveBeenCalled();
});

test("only optional lines, a deposit over 100%: the list's and the deposit's messages", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("title"), "Spring clean");
  await line(field, 0, "Oven", "1", "80");
  await click(field("lines.0.optional"));
  await click(document.querySelector("input[type=radio][value=percent]"));
  await typeInto(field("deposit.percent"), "120");
  await click(button("Save draft")!);
  await settle();
  expect(text(document.querySelector("[data-lines-error]"))).toBe("Add at least one line item that is not optional.");
  expect(errorOf(field("deposit.percent"))).toBe("Deposit percentage must be at most 100");
  expect(onSave).not.toHaveBeenCalled();
});

test("saved: amounts in cents, quantities as numbers, the chosen client and address, the deposit", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("title"), "  Spring clean ");
  await line(field, 0, "Deep clean", "2.5", "1,250.5");
  await choose(field("addressId"), ADDRESSES[1]!.id);
  await click(document.querySelector("input[type=radio][value=amount]"));
  await typeInto(field("deposit.amount"), "100");
  await typeInto(field("validUntil"), "2099-01-31");
  await click(button("Save draft")!);
  await settle();
  expect(notify.error).not.toHaveBeenCalled();
  expect(onSave).toHaveBeenCalledWith({
    clientId: CLIENT,
    addressId: ADDRESSES[1]!.id,
    title: "Spring clean",
    validUntil: "2099-01-31",
    notes: null,
    deposit: { kind: "amount", amountCents: 10_000 },
    lines: [{ description: "Deep clean", quantity: 2.5, unitPriceCents: 125_050, optional: false, oneTime: false }],
  });
});

test("a one-time charge: its checkbox is described by its hint, and only the lines ticked are sent as one-time", async () => {
  const { field, button, onSave } = await renderForm();
  const box = field("lines.0.oneTime");
  expect(box.type).toBe("checkbox");
  expect(box.checked).toBe(false);
  expect(text(document.querySelector(`label[for="${box.id}"]`))).toBe("One-time charge");
  expect(text(document.getElementById(box.getAttribute("aria-describedby")!))).toBe(
    "Billed on the first visit's invoice only. Other lines are billed on every visit.",
  );
  await typeInto(field("title"), "Weekly clean");
  await line(field, 0, "Weekly clean", "1", "120");
  await click(button("Add line")!);
  await line(field, 1, "Oven cleaning, first visit", "1", "80");
  expect(field("lines.1.oneTime").checked).toBe(false);
  await click(field("lines.1.oneTime"));
  await click(button("Save draft")!);
  await settle();
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      lines: [
        { description: "Weekly clean", quantity: 1, unitPriceCents: 12_000, optional: false, oneTime: false },
        { description: "Oven cleaning, first visit", quantity: 1, unitPriceCents: 8_000, optional: false, oneTime: true },
      ],
    }),
  );
});

test("the server's 400: its messages on the fields it names (a price in cents shows on the dollar field; the address)", async () => {
  const onSave = vi.fn(async () => {
    throw new ApiError(400, "Invalid request", {
      "lines.0.unitPriceCents": "Unit price must be at most $1,000,000",
      addressId: "Taxes can only be computed for a service address in Ontario or Quebec.",
    });
  });
  const { field, button } = await renderForm({ onSave });
  await typeInto(field("title"), "Spring clean");
  await line(field, 0, "Deep clean", "1", "100");
  await click(button("Save draft")!);
  await settle();
  expect(errorOf(field("lines.0.unitPrice"))).toBe("Unit price must be at most $1,000,000");
  expect(errorOf(field("addressId"))).toBe("Taxes can only be computed for a service address in Ontario or Quebec.");
});

test("a new client from an assessment: the fields are filled from it, checked by the client schema and sent as newClient", async () => {
  const onSave = vi.fn(async (_values: unknown) => {});
  const { field, button } = await renderForm({
    onSave,
    client: { kind: "new" },
    defaultValues: {
      ...newQuoteValues(),
      clientId: undefined,
      assessmentId: "3f1c9a7e-5b2d-4c8e-9a1b-000000000001",
      newClient: {
        fullName: "Sam Lee",
        email: "sam@example.com",
        phoneNumber: "613-555-0142",
        language: "en",
        addresses: [{ street: "9 Elgin St", city: "", province: "QC", postalCode: "j8x4c8" }],
      },
      title: "Regular Cleaning",
      lines: [{ description: "Regular Cleaning", quantity: "1", unitPrice: "0.00", optional: false, oneTime: false }],
    },
  });
  expect(field("newClient.fullName").value).toBe("Sam Lee");
  expect(document.querySelector("#quote-addressId")).toBeNull();
  // The province of the new address gives the taxes.
  expect(Object.keys(Object.fromEntries([...document.querySelectorAll("[data-totals] dt")].map((dt) => [text(dt), 1])))).toContain("QST (9.975%)");
  await click(button("Save draft")!);
  await settle();
  expect(errorOf(field("newClient.addresses.0.city"))).toBe("City is required.");
  expect(onSave).not.toHaveBeenCalled();
  await typeInto(field("newClient.addresses.0.city"), "Gatineau");
  await click(button("Save draft")!);
  await settle();
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      assessmentId: "3f1c9a7e-5b2d-4c8e-9a1b-000000000001",
      newClient: expect.objectContaining({
        fullName: "Sam Lee",
        addresses: [{ street: "9 Elgin St", city: "Gatineau", province: "QC", postalCode: "J8X 4C8" }],
      }),
      lines: [{ description: "Regular Cleaning", quantity: 1, unitPriceCents: 0, optional: false, oneTime: false }],
    }),
  );
  expect(onSave.mock.calls[0]![0]).not.toHaveProperty("clientId");
});
