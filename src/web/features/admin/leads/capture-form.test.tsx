// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { render, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { CaptureForm } = await import("./capture-form");

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderForm() {
  const el = await render(
    <QueryClientProvider client={new QueryClient()}>
      <CaptureForm />
    </QueryClientProvider>,
  );
  const field = (name: string) => el.querySelector(`#capture-${name}`) as HTMLInputElement;
  const save = () => click([...el.querySelectorAll("button")].find((b) => text(b) === "Save Lead")!);
  return { el, field, save };
}

async function fillRequired(field: (name: string) => HTMLInputElement) {
  await typeInto(field("fullName"), "  Jane Doe ");
  await typeInto(field("phoneNumber"), "613-555-0142");
  await typeInto(field("email"), "Jane@Example.com");
  await choose(field("propertyType"), "condo");
  await choose(field("serviceType"), "healthcare");
  await choose(field("preferredIngredients"), "eco-friendly");
}

test("the capture fields with the enumerations' labels; pet type only with pets", async () => {
  const { el, field } = await renderForm();
  expect([...el.querySelectorAll("label")].map(text)).toEqual([
    "Full Name",
    "Phone Number",
    "Email",
    "Property Type",
    "Service Type",
    "Property Size",
    "Frequency",
    "Add-on Options",
    "Pets at the property",
    "Preferred Ingredients",
    "Special Requirements",
    "Comments",
  ]);
  const labels = (name: string) => [...(field(name) as unknown as HTMLSelectElement).options].slice(1).map(text);
  expect(labels("propertyType")).toEqual(["House", "Apartment", "Condo", "Office", "Retail"]);
  expect(labels("serviceType")).toEqual(["Cleaning", "Healthcare"]);
  expect(labels("propertySize")).toEqual(["Small (1-2 bedrooms)", "Medium (3-4 bedrooms)", "Large (5+ bedrooms)", "Commercial"]);
  expect(labels("frequency")).toEqual(["One-time", "Weekly", "Bi-weekly", "Monthly", "Custom"]);
  expect(labels("preferredIngredients")).toEqual(["Eco-friendly", "Standard", "No preference"]);
  expect(field("addOnOptions").type).toBe("text");
  expect(field("pets").type).toBe("checkbox");
  expect(field("petType")).toBeNull();
  await click(field("pets"));
  expect(field("petType")).not.toBeNull();
  await click(field("pets"));
  expect(field("petType")).toBeNull();
});

test("Save Lead with nothing filled: the six required messages under their fields, focus on the first, nothing sent", async () => {
  const { field, save } = await renderForm();
  await save();
  await settle();
  expect(errorOf(field("fullName"))).toBe("Full name is required");
  expect(errorOf(field("phoneNumber"))).toBe("Phone number is required");
  expect(errorOf(field("email"))).toBe("Valid email is required");
  expect(errorOf(field("propertyType"))).toBe("Property type is required");
  expect(errorOf(field("serviceType"))).toBe("Service type is required");
  expect(errorOf(field("preferredIngredients"))).toBe("Preferred ingredients is required");
  for (const optional of ["propertySize", "frequency", "addOnOptions", "specialRequirements", "comments"])
    expect(errorOf(field(optional)), optional).toBeNull();
  expect(document.activeElement).toBe(field("fullName"));
  expect(fetchMock).not.toHaveBeenCalled();

  await typeInto(field("email"), "lead@");
  await save();
  await settle();
  expect(errorOf(field("email"))).toBe("Valid email is required");
});

test("saved: the trimmed values are posted, 'Lead Captured', and the form is empty again", async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "x" }), { status: 201, headers: { "Content-Type": "application/json" } }));
  const { field, save } = await renderForm();
  await fillRequired(field);
  await click(field("pets"));
  await typeInto(field("petType"), " Two cats ");
  await save();
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/admin/leads/capture");
  expect(JSON.parse(String(init!.body))).toEqual({
    fullName: "Jane Doe",
    phoneNumber: "613-555-0142",
    email: "jane@example.com",
    propertyType: "condo",
    serviceType: "healthcare",
    propertySize: null,
    frequency: null,
    addOnOptions: null,
    pets: true,
    petType: "Two cats",
    preferredIngredients: "eco-friendly",
    specialRequirements: null,
    comments: null,
  });
  expect(notify.success).toHaveBeenCalledWith("Lead Captured", "Jane Doe was added to your leads.");
  expect(field("fullName").value).toBe("");
  expect((field("propertyType") as unknown as HTMLSelectElement).value).toBe("");
  expect(field("pets").checked).toBe(false);
});

test("a failed save: 'Failed to capture lead. Please try again.', the values stay, server messages under their fields", async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: { code: "validation", message: "Invalid lead", fields: { phoneNumber: "Phone number is required" } } }), {
      status: 400,
      headers: { "Content-Type": "application/json" },
    }),
  );
  const { field, save } = await renderForm();
  await fillRequired(field);
  await save();
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Error", "Failed to capture lead. Please try again.");
  expect(errorOf(field("phoneNumber"))).toBe("Phone number is required");
  expect(field("fullName").value).toBe("  Jane Doe ");
});
