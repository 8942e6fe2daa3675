import fc from "fast-check";

// Hostile and odd input that no schema describes: wrong types, awkward characters, broken JSON.

/** Characters that trip storage, logs and templates: NUL, controls, lone surrogates, RTL, emoji. */
const awkwardChar = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u202e",
  "\u2028",
  "\ufeff",
  "\ufffd",
  "\ud800",
  "\udfff",
  "\u{1f9f9}",
  "é",
  "ß",
  "Ж",
  "中",
  "ا",
  "'",
  '"',
  "\\",
  "<",
  ">",
  "&",
  "%",
  "$",
  "{",
  "}",
  "`",
  ";",
  "--",
);

/** A string unit: mostly printable ASCII, often something awkward, sometimes any code point. */
export const charUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: awkwardChar },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

/** Text of `minLength`..`maxLength` units of `charUnit`. */
export const text = (minLength = 0, maxLength = 40) => fc.string({ unit: charUnit, minLength, maxLength });

/** Strings meant to be mistaken for code, markup, paths or SQL. */
export const injection = fc.constantFrom(
  "' or 1=1 --",
  "'; drop table users; --",
  '"; select pg_sleep(1); --',
  "%' union select * from users --",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "true",
  "[object Object]",
  "__proto__",
  "constructor",
  "prototype",
  "$where",
  '{"$gt":""}',
  "\\u0000",
  "%ZZ",
  "%",
  "\r\nSet-Cookie: x=1",
  "a".repeat(5000),
);

/** A long string: near and over the body limit when it is one field. */
export const hugeString = fc
  .tuple(fc.constantFrom(1_000, 10_000, 66_000), fc.constantFrom("a", " ", "é", "\u0000", "\u{1f9f9}", "0"))
  .map(([n, c]) => c.repeat(n));

/** Arrays nested `depth` deep around `inner`. */
export const nested = (depth: number, inner: unknown = 1): unknown => {
  let v = inner;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Any JSON value of the wrong kind for a field, or text nobody expects. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, 1.5, "", " ", [], {}, [null], { "": "" }),
  text(0, 60),
  injection,
  hugeString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(20, 500, 2000).map((d) => nested(d)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "x"), fc.jsonValue({ maxDepth: 1 })),
);

/** Keys that a careless merge turns into prototype pollution, and unknown keys. */
export const oddKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " ", "\u0000", "a.b", "a[b]", "$gt"),
  text(1, 12),
);

/** Request bodies that are not JSON at all, or not quite. */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    '{"a":}',
    "{'a':1}",
    "{a:1}",
    '{"a":1,}',
    "[1,]",
    "NaN",
    "Infinity",
    "undefined",
    '{"a":01}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    "\ufeff{}",
    "{}\u0000",
    "\u0000",
    "nul",
    "tru",
    '{"__proto__":',
    '{"a":1}{"b":2}',
    '{"a":"line\nbreak"}',
    "[".repeat(10_000),
    '{"a":'.repeat(5_000),
  ),
  text(1, 80),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
);

/** Header values a client can send (Latin-1 without CR, LF and NUL, as the HTTP parser passes them). */
export const headerText = (maxLength = 60) =>
  fc.string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
      { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)) },
      { weight: 1, arbitrary: fc.constant("\t") },
    ),
    maxLength,
  });

/** encodeURIComponent that takes any string: a lone surrogate becomes U+FFFD first. */
export const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));

/** JSON text of `value` with the value of `key` replaced by arrays nested `depth` deep. */
export const deepJson = (value: unknown, key: string, depth: number) =>
  JSON.stringify({ ...(value as object), [key]: "\u0000deep" }).replace('"\\u0000deep"', "[".repeat(depth) + "]".repeat(depth));
