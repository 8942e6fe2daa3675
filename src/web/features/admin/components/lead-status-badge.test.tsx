// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { render, text } from "~/test/render";
import { LeadStatusBadge } from "./lead-status-badge";

test.each([
  ["New", "blue"],
  ["Contacted", "yellow"],
  ["In Progress", "orange"],
  ["Converted", "green"],
  ["Lost", "red"],
])("'%s' is shown in %s, with its name and dark text on a light fill", async (status, colour) => {
  const el = await render(<LeadStatusBadge status={status} />);
  const badge = el.querySelector("[data-status-badge]")!;
  expect(text(badge)).toBe(status);
  expect(badge.getAttribute("data-colour")).toBe(colour);
  expect(badge.className).toContain(`bg-${colour}-50`);
  expect(badge.className).toContain(`text-${colour}-800`);
});

test("a status added to the lookup later is slate", async () => {
  const el = await render(<LeadStatusBadge status="On Hold" />);
  const badge = el.querySelector("[data-status-badge]")!;
  expect(badge.getAttribute("data-colour")).toBe("slate");
  expect(text(badge)).toBe("On Hold");
});
