// @vitest-environment happy-dom
import { expect, test, vi, beforeEach } from "vitest";
import type { LeadLookups } from "@shared/schemas/leads";
import { ApiError } from "~/lib/api";
import { render, text } from "~/test/render";
import { choose, click, errorOf, settle, typeInto } from "~/test/form-controls";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { LeadForm, NEW_LEAD } = await import("./lead-form");

const LOOKUPS: LeadLookups = {
  serviceTypes: ["Cleaning Service", "Deep Cleaning", "Healthcare Cleaning"],
  clientCategories: ["Business", "Individual"],
  leadSources: ["Referral", "Website"],
  leadStatuses: ["Contacted", "Converted", "In Progress", "Lost", "New"],
};

beforeEach(() => {
  notify.success.mockClear();
  notify.error.mockClear();
});

async function renderForm(props: Partial<React.ComponentProps<typeof LeadForm>> = {}) {
  const onSave = props.onSave ?? vi.fn(async () => {});
  const el = await render(<LeadForm mode="create" defaultValues={NEW_LEAD} lookups={LOOKUPS} cancelTo="/admin/leads" {...props} onSave={onSave} />);
  const field = (name: string) => el.querySelector(`#lead-${name}`) as HTMLInputElement;
  const options = (name: string) => [...(el.querySelector(`#lead-${name}`) as HTMLSelectElement).options].map((o) => o.value);
  const button = (label: string) => [...el.querySelectorAll("button, a")].find((b) => text(b) === label) as HTMLElement | undefined;
  return { el, field, options, button, onSave: onSave as ReturnType<typeof vi.fn> };
}

test("the ten fields, the lookup options in their order, the defaults, and the four buttons", async () => {
  const { el, field, options, button } = await renderForm();
  expect([...el.querySelectorAll("label")].map(text)).toEqual([
    "Full Name",
    "Phone Number",
    "Email",
    "Address",
    "Service Type",
    "Client Category",
    "Source",
    "Lead Status",
    "Assigned Staff",
    "Details",
  ]);
  expect(options("leadStatus")).toEqual(LOOKUPS.leadStatuses);
  expect(options("serviceType")).toEqual(LOOKUPS.serviceTypes);
  expect(field("serviceType").value).toBe("Cleaning Service");
  expect(field("clientCategory").value).toBe("Individual");
  expect(field("source").value).toBe("Website");
  expect(field("leadStatus").value).toBe("New");
  expect(button("Save")).toBeDefined();
  expect(button("Save & Add Another")).toBeDefined();
  expect(button("Cancel")!.getAttribute("href")).toBe("/admin/leads");
});

test("an empty name: 'Validation Error' toast with 'Full Name is required.', the same message inline, nothing saved", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("fullName"), "   ");
  await click(button("Save")!);
  await settle();
  expect(notify.error).toHaveBeenCalledWith("Validation Error", "Full Name is required.");
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(errorOf(field("fullName"))).toBe("Full Name is required.");
  expect(errorOf(field("phoneNumber"))).toBe("Phone Number is required.");
  expect(document.activeElement).toBe(field("fullName"));
  expect(onSave).not.toHaveBeenCalled();
});

test("a missing phone and a malformed e-mail: the toast names the first, each field its own", async () => {
  const { field, button } = await renderForm();
  await typeInto(field("fullName"), "Jane Doe");
  await typeInto(field("email"), "lead@");
  await click(button("Save")!);
  await settle();
  expect(notify.error).toHaveBeenLastCalledWith("Validation Error", "Phone Number is required.");
  expect(errorOf(field("email"))).toBe("Please enter a valid email address.");
  expect(errorOf(field("fullName"))).toBeNull();

  notify.error.mockClear();
  await typeInto(field("phoneNumber"), "613-555-0142");
  await click(button("Save")!);
  await settle();
  expect(notify.error).toHaveBeenLastCalledWith("Validation Error", "Please enter a valid email address.");
});

test("saved values are trimmed; an empty e-mail, address, details and staff are null", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("fullName"), "  Jane Doe  ");
  await typeInto(field("phoneNumber"), " 613-555-0142 ");
  await typeInto(field("email"), "  ");
  await typeInto(field("assignedStaff"), "   ");
  await choose(field("leadStatus"), "Contacted");
  await click(button("Save")!);
  await settle();
  expect(notify.error).not.toHaveBeenCalled();
  expect(onSave).toHaveBeenCalledWith(
    {
      serviceType: "Cleaning Service",
      fullName: "Jane Doe",
      address: null,
      email: null,
      phoneNumber: "613-555-0142",
      clientCategory: "Individual",
      source: "Website",
      details: null,
      leadStatus: "Contacted",
      assignedStaff: null,
    },
    "save",
  );
});

test("Save & Add Another saves, then shows the defaults again", async () => {
  const { field, button, onSave } = await renderForm();
  await typeInto(field("fullName"), "Jane Doe");
  await typeInto(field("phoneNumber"), "613-555-0142");
  await choose(field("source"), "Referral");
  await typeInto(field("details"), "Weekly office cleaning");
  await click(button("Save & Add Another")!);
  await settle();
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ fullName: "Jane Doe", source: "Referral", details: "Weekly office cleaning" }), "saveAndAdd");
  expect(field("fullName").value).toBe("");
  expect(field("phoneNumber").value).toBe("");
  expect(field("source").value).toBe("Website");
  expect((document.querySelector("#lead-details") as HTMLTextAreaElement).value).toBe("");
});

test("the server's field messages show under their fields", async () => {
  const onSave = vi.fn(async () => {
    throw new ApiError(400, "Validation failed", { source: "Source must be one of the lead sources", fullName: "Full Name is required." });
  });
  const { field, button } = await renderForm({ onSave });
  await typeInto(field("fullName"), "Jane Doe");
  await typeInto(field("phoneNumber"), "613-555-0142");
  await click(button("Save")!);
  await settle();
  expect(errorOf(field("source"))).toBe("Source must be one of the lead sources");
  expect(errorOf(field("fullName"))).toBe("Full Name is required.");
  expect(field("fullName").value).toBe("Jane Doe");
});

test("edit: prefilled with every stored value, a stored name no longer in its lookup still shown; 'Save Changes'", async () => {
  const values = {
    ...NEW_LEAD,
    fullName: "John Roe",
    phoneNumber: "613-555-0100",
    email: "john@example.com",
    address: "1 Main St",
    source: "Trade Show",
    leadStatus: "In Progress",
    assignedStaff: "Sam",
    details: "Needs a quote",
  };
  const { field, options, button } = await renderForm({ mode: "edit", defaultValues: values, cancelTo: "/admin/leads/manage" });
  for (const [name, value] of Object.entries(values)) expect(field(name).value, name).toBe(value);
  expect(options("source")).toEqual(["Referral", "Website", "Trade Show"]);
  expect(button("Save Changes")).toBeDefined();
  expect(button("Save & Add Another")).toBeUndefined();
  expect(button("Cancel")!.getAttribute("href")).toBe("/admin/leads/manage");
});
