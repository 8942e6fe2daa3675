import { expect, test, vi } from "vitest";
import { hasSessionHint } from "@shared/session-hint";
import { EMPTY } from "./form-values";
import { withClientData } from "./client-prefill";

// The build bakes the site configuration in as __SITE__; the form's schemas read its e-mail.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE__ = { email: "info@example.com" };
});

const profile = {
  fullName: "Claire Gagnon",
  email: "claire.gagnon@example.com",
  phoneNumber: "6135550142",
  address: { line: "337 Carling Ave, Ottawa, ON", postalCode: "k1z7w3" },
};

test("the client's data fills the empty contact fields, formatted as the form formats them", () => {
  expect(withClientData(EMPTY, profile)).toEqual({
    ...EMPTY,
    full_name: "Claire Gagnon",
    phone_number: "613-555-0142",
    email: "claire.gagnon@example.com",
    email_verify: "claire.gagnon@example.com",
    property_address: "337 Carling Ave, Ottawa, ON",
    postcode: "K1Z 7W3",
  });
});

test("what the client already typed is kept; what the profile lacks stays empty", () => {
  const typed = { ...EMPTY, full_name: "Claire G.", service_type: ["deep"] };
  const values = withClientData(typed, { ...profile, phoneNumber: null, address: null });
  expect(values).toEqual({ ...typed, email: profile.email, email_verify: profile.email });
});

test("the hint is read from document.cookie exactly", () => {
  expect(hasSessionHint("a=1; signed_in=1; b=2")).toBe(true);
  expect(hasSessionHint("signed_in=1")).toBe(true);
  expect(hasSessionHint("signed_in=")).toBe(false);
  expect(hasSessionHint("not_signed_in=1")).toBe(false);
  expect(hasSessionHint("")).toBe(false);
});
