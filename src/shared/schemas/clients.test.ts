import { describe, expect, test } from "vitest";
import { clientAddressLine, clientFormSchema, clientListQuerySchema, postalCodeSchema } from "./clients";

const ADDRESS = { street: "12 Main St", city: "Ottawa", province: "ON", postalCode: "k1a0b1" };
const FORM = { fullName: "Jane Doe", email: "", phoneNumber: "613-555-0100", addresses: [ADDRESS] };

const fieldsOf = (input: unknown) => {
  const parsed = clientFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("clientFormSchema", () => {
  test("trims, lower-cases the e-mail, formats postal codes, and defaults the language", () => {
    const out = clientFormSchema.parse({ ...FORM, fullName: "  Jane Doe ", email: " Jane@Example.COM ", notes: "  " });
    expect(out).toEqual({
      fullName: "Jane Doe",
      email: "jane@example.com",
      phoneNumber: "613-555-0100",
      language: "en",
      notes: null,
      addresses: [{ street: "12 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" }],
    });
  });

  test("a blank or missing e-mail is none", () => {
    expect(clientFormSchema.parse(FORM).email).toBeNull();
    expect(clientFormSchema.parse({ ...FORM, email: undefined }).email).toBeNull();
  });

  test.each([
    [{ fullName: " " }, "fullName", "Full Name is required."],
    [{ phoneNumber: "" }, "phoneNumber", "Phone Number is required."],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
    [{ language: "de" }, "language", "Language must be English or French."],
    [{ notes: "x".repeat(5001) }, "notes", "Notes must be at most 5000 characters"],
    [{ addresses: [] }, "addresses", "Add at least one service address."],
    [{ addresses: [{ ...ADDRESS, city: "" }] }, "addresses", "City is required."],
    [{ addresses: [{ ...ADDRESS, province: "XX" }] }, "addresses", "Province must be a Canadian province or territory."],
    [{ addresses: [{ ...ADDRESS, postalCode: "12345" }] }, "addresses", "Postal Code must look like K1A 0B1."],
    [{ assessmentId: "nope" }, "assessmentId", "Assessment id must be an assessment id"],
  ])("%j is refused on %s", (over, field, message) => {
    expect(fieldsOf({ ...FORM, ...over })).toEqual({ [field]: message });
  });

  test("one address may not be listed twice", () => {
    const id = "7f0c6f9e-8a43-4b6e-9b7c-0d4f1a2b3c4d";
    expect(
      fieldsOf({
        ...FORM,
        addresses: [
          { ...ADDRESS, id },
          { ...ADDRESS, id: id.toUpperCase() },
        ],
      }),
    ).toEqual({ addresses: "Each address may be listed once." });
    expect(fieldsOf({ ...FORM, addresses: [{ ...ADDRESS, id }, ADDRESS, ADDRESS] })).toEqual({});
  });
});

test("postal codes are stored upper-case with one space", () => {
  expect(postalCodeSchema.parse(" k2p1l4 ")).toBe("K2P 1L4");
  expect(postalCodeSchema.parse("J8X  3X7")).toBe("J8X 3X7");
});

test("the list query: page 1 and newest first by default; name sort; bad values named", () => {
  expect(clientListQuerySchema.parse({})).toEqual({ search: undefined, page: 1, sort: "newest" });
  expect(clientListQuerySchema.parse({ search: " jane ", page: "3", sort: "name" })).toEqual({ search: "jane", page: 3, sort: "name" });
  const bad = clientListQuerySchema.safeParse({ sort: "email" });
  expect(bad.error?.issues[0]?.message).toBe("Sort must be newest or name");
});

test("an address on one line leaves out the parts it lacks", () => {
  expect(clientAddressLine({ street: "12 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" })).toBe("12 Main St, Ottawa, ON K1A 0B1");
  expect(clientAddressLine({ street: "1 Main St, Ottawa", city: null, province: null, postalCode: null })).toBe("1 Main St, Ottawa");
  expect(clientAddressLine({ street: "5 Rue Principale", city: "Gatineau", province: "QC", postalCode: null })).toBe("5 Rue Principale, Gatineau, QC");
});
