import fc from "fast-check";
import { z } from "zod";
import { junkValue, nested, oddKey, text } from "./junk";

// fast-check arbitraries derived from a shared zod schema, through its JSON Schema
// (z.toJSONSchema): each field's type, lengths, pattern, format, enum and array bounds give
// valid-shaped values, the values at and just past each bound, and mutations of a valid body.

/** The subset of JSON Schema that z.toJSONSchema writes for the request schemas. */
export type JsonSchema = {
  type?: "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
};

type Body = Record<string, unknown>;

export type BodyOptions = {
  /** One valid request body: the fallback for a field whose generated value its schema refuses. */
  example: Body;
  /** Valid values of a field, where the schema cannot say them or where they cost (a password hash per new address). */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Make a body of valid fields meet the rules across fields (superRefine), which JSON Schema cannot express. */
  tie?: (body: Body) => Body;
};

export type BodyModel = {
  /** The schema's top-level fields: a validation error may name these (or `body`). */
  keys: string[];
  /** Bodies of valid fields that meet the rules across fields: usually accepted. */
  valid: fc.Arbitrary<Body>;
  /** Valid bodies, schema-shaped bodies, bodies with fields at or past a bound, of the wrong type, missing or extra, and junk. */
  body: fc.Arbitrary<unknown>;
};

/** The object a request schema checks, before the transforms and refinements piped after it. */
export function objectOf(schema: z.ZodType): z.ZodObject {
  let s: unknown = schema;
  while (s instanceof z.ZodPipe) s = s.in;
  if (!(s instanceof z.ZodObject)) throw new Error("a request schema must be an object (optionally piped into transforms)");
  return s;
}

/**
 * The JSON Schema of each field: the input side (what a client sends) with the checks of the
 * output side added where both are strings (a pattern or format checked after trimming or a pipe).
 */
export function fieldSchemas(schema: z.ZodType): { fields: Record<string, JsonSchema>; required: Set<string> } {
  const object = objectOf(schema);
  const input = z.toJSONSchema(object, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const output = z.toJSONSchema(object, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const fields: Record<string, JsonSchema> = {};
  for (const [key, node] of Object.entries(input.properties ?? {})) {
    const out = output.properties?.[key];
    fields[key] = node.type === "string" && out?.type === "string" ? mergeStrings(node, out) : node;
  }
  return { fields, required: new Set(input.required ?? []) };
}

function mergeStrings(a: JsonSchema, b: JsonSchema): JsonSchema {
  const max = [a.maxLength, b.maxLength].filter((n) => n !== undefined);
  return {
    ...a,
    minLength: Math.max(a.minLength ?? 0, b.minLength ?? 0) || undefined,
    maxLength: max.length ? Math.min(...max) : undefined,
    pattern: a.pattern ?? b.pattern,
    format: a.format ?? b.format,
    enum: a.enum ?? b.enum,
  };
}

/**
 * Unicode property classes inside a character class, as a sample of their characters: fast-check
 * generates \p{L} from its full table, at ~30 ms a value. The strings still match the pattern.
 */
const PROPERTY_SAMPLES: Record<string, string> = { L: "a-zA-Zà-öø-ÿĀ-žА-яα-ω一-龥", N: "0-9٠-٩", Lu: "A-ZÀ-Ö", Ll: "a-zß-ö" };

/** Strings matching a JSON Schema pattern (its flags are lost: try Unicode mode first). */
function matching(pattern: string): fc.Arbitrary<string> {
  const sampled = pattern.replace(/\\p\{(\w+)\}/g, (all, name: string) => PROPERTY_SAMPLES[name] ?? all);
  for (const flags of ["u", ""]) {
    try {
      const regex = new RegExp(sampled, flags);
      const arb = fc.stringMatching(regex);
      fc.sample(arb, 1);
      return arb;
    } catch {
      // not expressible in this mode
    }
  }
  return text();
}

/** A value of the field's type within its bounds: usually, not always, accepted. */
export function shaped(node: JsonSchema): fc.Arbitrary<unknown> {
  if (node.enum) return fc.constantFrom(...node.enum);
  switch (node.type) {
    case "string": {
      const min = node.minLength ?? 0;
      const max = node.maxLength ?? Infinity;
      if (node.pattern) return matching(node.pattern).filter((s) => s.length >= min && s.length <= max);
      return text(min, Math.min(max, min + 40));
    }
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: node.minimum, max: node.maximum });
    case "number":
      return fc.double({ min: node.minimum, max: node.maximum, noNaN: true, noDefaultInfinity: true });
    case "array": {
      const min = node.minItems ?? 0;
      return fc.array(node.items ? shaped(node.items) : junkValue, { minLength: min, maxLength: node.maxItems ?? min + 4 });
    }
    case "object":
      return objectShaped(node);
    default:
      return junkValue;
  }
}

function objectShaped(node: JsonSchema): fc.Arbitrary<Body> {
  const required = new Set(node.required ?? []);
  const entries = Object.entries(node.properties ?? {}).map(([k, v]) => [k, shaped(v)] as const);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [...required] });
}

/** Values at and just past each bound of the field, and its enum values bent slightly. */
export function boundary(node: JsonSchema): fc.Arbitrary<unknown> {
  const values: unknown[] = [];
  if (node.enum) {
    for (const v of node.enum.filter((e): e is string => typeof e === "string")) {
      values.push(v.toUpperCase(), ` ${v} `, `${v}x`, v.slice(0, -1), [v]);
    }
    values.push(null, "", 0);
  }
  switch (node.type) {
    case "string": {
      const min = node.minLength ?? 0;
      const max = node.maxLength;
      for (const n of [min - 1, min, min + 1, ...(max === undefined ? [] : [max - 1, max, max + 1])]) {
        if (n < 0) continue;
        values.push("a".repeat(n), " ".repeat(n), "\u0000".repeat(n), "é".repeat(n), "\u{1f9f9}".repeat(n));
      }
      values.push("", " ", "\t\n", "\u00a0", "\u200b");
      break;
    }
    case "array": {
      const min = node.minItems ?? 0;
      const item = node.items?.enum?.[0] ?? "x";
      for (const n of [0, Math.max(0, min - 1), min, min + 1, 50]) values.push(Array.from({ length: n }, () => item));
      values.push([null], [[item]], [item, item], "not a list", nested(50, item));
      break;
    }
    case "boolean":
      values.push("true", "false", 0, 1, null, "");
      break;
    case "integer":
    case "number":
      values.push(node.minimum, node.maximum, -1, 0, 2 ** 53, 1e308, -1e308, 0.1, "1");
      break;
  }
  return values.length ? fc.constantFrom(...values.filter((v) => v !== undefined)) : junkValue;
}

/** Bodies for a request schema: see BodyModel. */
export function bodyArbitrary(schema: z.ZodType, options: BodyOptions): BodyModel {
  const object = objectOf(schema);
  const { fields, required } = fieldSchemas(schema);
  const keys = Object.keys(fields);
  const tie = options.tie ?? ((b: Body) => b);
  const accepted = (key: string, v: unknown) => (object.shape[key] as z.ZodType).safeParse(v).success;

  // A valid value per field: the example's, an override, or a generated one its own schema accepts.
  // Built once per field (and looked up in chains): fast-check caches its tables per arbitrary.
  const goodOf = (key: string): fc.Arbitrary<unknown> => {
    const own = options.fields?.[key];
    if (own) return own;
    const example = options.example[key];
    const generated = shaped(fields[key]!).map((v) => (accepted(key, v) ? v : example));
    return example === undefined ? generated : fc.oneof(fc.constant(example), generated);
  };
  const goods = new Map(keys.map((k) => [k, goodOf(k)]));
  const good = (key: string) => goods.get(key)!;
  const optionalKeys = keys.filter((k) => !required.has(k) && !(k in options.example));

  const valid: fc.Arbitrary<Body> = fc
    .tuple(
      fc.record(Object.fromEntries(keys.filter((k) => required.has(k) || k in options.example).map((k) => [k, good(k)]))),
      fc.subarray(optionalKeys).chain((ks) => fc.record(Object.fromEntries(ks.map((k) => [k, good(k)])))),
    )
    .map(([base, extra]) => tie({ ...base, ...extra }));

  // Any field may be replaced by a shaped, boundary or junk value, or removed.
  const bads = new Map(
    keys.map((key) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: shaped(fields[key]!) },
        { weight: 2, arbitrary: boundary(fields[key]!) },
        { weight: 1, arbitrary: junkValue },
        { weight: 1, arbitrary: fc.constant(REMOVE) },
      ),
    ]),
  );
  const bad = (key: string) => bads.get(key)!;
  const mutated: fc.Arbitrary<Body> = fc
    .tuple(
      valid,
      fc
        .uniqueArray(fc.constantFrom(...(keys.length ? keys : [""])), { minLength: keys.length ? 1 : 0, maxLength: Math.min(3, keys.length) })
        .chain((ks) => fc.tuple(fc.constant(ks), fc.tuple(...ks.map(bad)))),
      fc.option(fc.dictionary(oddKey, junkValue, { maxKeys: 3 })),
    )
    .map(([body, [ks, vs], extra]) => {
      const out: Body = { ...body };
      ks.forEach((k, i) => (vs[i] === REMOVE ? delete out[k] : (out[k] = vs[i])));
      for (const [k, v] of Object.entries(extra ?? {})) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });

  const derived: fc.Arbitrary<Body> = objectShaped({ properties: fields, required: [...required] });

  return {
    keys,
    valid,
    body: fc.oneof({ weight: 4, arbitrary: valid }, { weight: 5, arbitrary: mutated }, { weight: 2, arbitrary: derived }, { weight: 1, arbitrary: junkValue }),
  };
}

const REMOVE = Symbol("remove");
