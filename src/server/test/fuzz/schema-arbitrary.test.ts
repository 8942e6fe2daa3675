import fc from "fast-check";
import { expect, test } from "vitest";
import { consultationSchema } from "../../../shared/schemas/consultation";
import { visitSchema } from "../../../shared/schemas/visit";
import { boundary, bodyArbitrary, fieldSchemas } from "./schema-arbitrary";

const example = { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" };

test("fields and their bounds come from the schema, with the output side's pattern and format", () => {
  const { fields, required } = fieldSchemas(visitSchema);
  expect(fields.page).toMatchObject({ type: "string", maxLength: 200, pattern: "^\\/[A-Za-z0-9\\-._~/]*$" });
  expect([...required]).toEqual(["page"]);
  expect(fieldSchemas(consultationSchema).fields.email).toMatchObject({ type: "string", format: "email" });
});

test("valid bodies pass the schema; the mix holds both accepted and refused bodies", () => {
  const model = bodyArbitrary(consultationSchema, { example });
  const valid = fc.sample(model.valid, { numRuns: 200, seed: 1 });
  expect(valid.every((b) => consultationSchema.safeParse(b).success)).toBe(true);
  const mixed = fc.sample(model.body, { numRuns: 500, seed: 1 }).map((b) => consultationSchema.safeParse(b).success);
  expect(mixed.filter(Boolean).length).toBeGreaterThan(50);
  expect(mixed.filter((ok) => !ok).length).toBeGreaterThan(100);
});

test("boundary values sit at and just past each length bound", () => {
  const values = fc.sample(boundary(fieldSchemas(visitSchema).fields.page!), { numRuns: 400, seed: 1 });
  const lengths = new Set(values.filter((v): v is string => typeof v === "string").map((v) => [...v].length));
  for (const n of [199, 200, 201]) expect(lengths).toContain(n);
});
