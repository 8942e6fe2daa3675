import { AppError } from "../errors";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Validated input as the database can store it. PostgreSQL text cannot hold U+0000 (the
 * statement fails), and no form field means one: such a field is refused with a 400 naming it. A
 * lone UTF-16 surrogate (half of an emoji, cut off) becomes U+FFFD, as a UTF-8 encoder writes it;
 * PGlite failed the statement instead. Plain objects and arrays are walked; other values kept.
 */
export function storable<T>(data: T): T {
  if (!isPlainObject(data)) return clean(data, "body") as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) define(out, key, clean(value, key));
  return out as T;
}

function clean(value: unknown, field: string): unknown {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw AppError.validation({ [field]: { key: "nul" } });
    return value.replace(LONE_SURROGATE, "\ufffd");
  }
  if (Array.isArray(value)) return value.map((v) => clean(v, field));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) define(out, clean(key, field) as string, clean(v, field));
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** An own property even for the key `__proto__`. */
const define = (o: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
