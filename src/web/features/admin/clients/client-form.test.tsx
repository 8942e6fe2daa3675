// @vitest-environment happy-dom
import { beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "~/lib/api";
import { render, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { ClientForm } = await import("./client-form");
const { NEW_CLIENT } = await import("./client-form-values");

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});

async function renderForm(props: Partial<React.ComponentProps<typeof ClientForm>> = {}) {
  const onSave = props.onSave ?? vi.fn(async () => {});
  const el = await render(<ClientForm mode="create" defaultValues={NEW_CLIENT} cancelTo="/admin/clients" {...props} onSave={onSave} />);
  const field = (name: string) => el.querySelector(`#client-${name.replaceAll(".", "-")}`) as HTMLInputElement;
  const button = (label: string) =>
    [...el.querySelectorAll("button, a")].find((b) => text(b) === label || b.getAttribute("aria-label") === label) as HTMLButtonElement | undefined;
  return { el, field, button, onSave: onSave as ReturnType<typeof vi.fn> };
}

async function fillValid(field: (name: string) => HTMLInputElement) {
  await typeInto(field("fullName"), "  Jane Doe ");
  await typeInto(field("phoneNumber"), "613-555-0142");
  await typeInto(field("addresses.0.street"), "12 Elm St");
  await typeInto(field("addresses.0.city"), "Ottawa");
  await typeInto(field("addresses.0.postalCode"), "k1a0b1");
}

test("every control has a visible label; one address to start, in Ontario; Create Client and Cancel", async () => {
  const { el, field, button } = await renderForm();
  expect([...el.querySelectorAll("label")].map(text)).toEqual([
    "Full Name",
    "Phone Number",
    "Email",
    "Language",
    "Street",
    "City",
    "Province",
    "Postal Code",
    "Notes",
  ]);
  for (const label of el.querySelectorAll("label")) expect(document.getElementById(label.htmlFor), label.htmlFor).not.toBeNull();
  expect([...el.querySelectorAll("legend")].map(text)).toEqual(["Contact", "Service addresses", "Address 1 Primary"]);
  expect([...(field("language") as unknown as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
    ["en", "English"],
    ["fr", "French"],
  ]);
  expect(field("addresses.0.province").value).toBe("ON");
  expect(button("Remove address 1")!.disabled).toBe(true);
  expect(button("Create Client")).toBeDefined();
  expect(button("Cancel")!.getAttribute("href")).toBe("/admin/clients");
});

test("nothing filled: 'Validation Error' names the first problem; each field shows its own; nothing saved", async () => {
  const { field, button, onSave } = await renderForm();
  await click(button("Create Client")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Full Name is required.");
  expect(errorOf(field("fullName"))).toBe("Full Name is required.");
  expect(errorOf(field("phoneNumber"))).toBe("Phone Number is required.");
  expect(errorOf(field("addresses.0.street"))).toBe("Street is required.");
  expect(errorOf(field("addresses.0.postalCode"))).toBe("Postal Code is required.");
  expect(onSave).not.toHaveBeenCalled();
});

test("saved: trimmed, the postal code written K1A 0B1, empty e-mail and notes as null, the language chosen", async () => {
  const { field, button, onSave } = await renderForm();
  await fillValid(field);
  await choose(field("language"), "fr");
  await click(button("Create Client")!);
  await settle();
  expect(notify.error).not.toHaveBeenCalled();
  expect(onSave).toHaveBeenCalledWith({
    fullName: "Jane Doe",
    email: null,
    phoneNumber: "613-555-0142",
    language: "fr",
    notes: null,
    addresses: [{ street: "12 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
  });
});

test("addresses are added and removed in place; the first is the primary one", async () => {
  const { el, field, button, onSave } = await renderForm();
  await fillValid(field);
  await click(button("Add address")!);
  expect(el.querySelectorAll("[data-address]")).toHaveLength(2);
  expect(button("Remove address 1")!.disabled).toBe(false);
  await typeInto(field("addresses.1.street"), "400 Main St");
  await typeInto(field("addresses.1.city"), "Gatineau");
  await choose(field("addresses.1.province"), "QC");
  await typeInto(field("addresses.1.postalCode"), "J8Y 3R1");
  await click(button("Remove address 1")!);
  expect(el.querySelectorAll("[data-address]")).toHaveLength(1);
  expect(field("addresses.0.street").value).toBe("400 Main St");
  expect(text(el.querySelector("[data-address] legend"))).toBe("Address 1 Primary");
  await click(button("Create Client")!);
  await settle();
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ addresses: [{ street: "400 Main St", city: "Gatineau", province: "QC", postalCode: "J8Y 3R1" }] }),
  );
});

test("the server's refusals: 400 messages under their fields (an address part too); 409 on the e-mail", async () => {
  const onSave = vi.fn(async () => {
    throw new ApiError(400, "Invalid request", { phoneNumber: "Phone Number must be at most 40 characters", "addresses.0.city": "City is required." });
  });
  const { field, button } = await renderForm({ onSave });
  await fillValid(field);
  await click(button("Create Client")!);
  await settle();
  expect(errorOf(field("phoneNumber"))).toBe("Phone Number must be at most 40 characters");
  expect(errorOf(field("addresses.0.city"))).toBe("City is required.");
  expect(field("fullName").value).toBe("  Jane Doe ");

  document.body.innerHTML = "";
  const inUse = await renderForm({
    onSave: vi.fn(async () => {
      throw new ApiError(409, "An address used by a quote or an invoice cannot be removed.", {
        addresses: "An address used by a quote or an invoice cannot be removed.",
      });
    }),
  });
  await fillValid(inUse.field);
  await click(inUse.button("Create Client")!);
  await settle();
  expect(text(inUse.el.querySelector("[role=alert]"))).toBe("An address used by a quote or an invoice cannot be removed.");

  document.body.innerHTML = "";
  const conflict = await renderForm({
    onSave: vi.fn(async () => {
      throw new ApiError(409, "A client with this e-mail address already exists.");
    }),
  });
  await fillValid(conflict.field);
  await typeInto(conflict.field("email"), "jane@example.com");
  await click(conflict.button("Create Client")!);
  await settle();
  expect(errorOf(conflict.field("email"))).toBe("A client with this e-mail address already exists.");
  expect(document.activeElement).toBe(conflict.field("email"));
});

test("edit: every stored value with its address ids; 'Save Changes' sends them back", async () => {
  const values = {
    fullName: "John Roe",
    email: "john@example.com",
    phoneNumber: "613-555-0100",
    language: "fr" as const,
    notes: "Key under the mat",
    addresses: [{ id: "5b1c9a7e-5b2d-4c8e-9a1b-000000000001", street: "1 Main St", city: "Ottawa", province: "ON", postalCode: "K1P 1J1" }],
  };
  const { field, button, onSave } = await renderForm({ mode: "edit", defaultValues: values, cancelTo: "/admin/clients/x" });
  expect(field("fullName").value).toBe("John Roe");
  expect((field("notes") as unknown as HTMLTextAreaElement).value).toBe("Key under the mat");
  expect(field("addresses.0.postalCode").value).toBe("K1P 1J1");
  expect(button("Create Client")).toBeUndefined();
  await click(button("Save Changes")!);
  await settle();
  expect(onSave).toHaveBeenCalledWith({ ...values, addresses: [{ ...values.addresses[0] }] });
});

test("a problem with no control of its own (a broken address id) still says why nothing was saved", async () => {
  const values = {
    ...NEW_CLIENT,
    fullName: "John Roe",
    phoneNumber: "613-555-0100",
    addresses: [{ id: "not-an-id", street: "1 Main St", city: "Ottawa", province: "ON", postalCode: "K1P 1J1" }],
  };
  const { button, onSave } = await renderForm({ mode: "edit", defaultValues: values });
  await click(button("Save Changes")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Address id must be an address id");
  expect(onSave).not.toHaveBeenCalled();
});
