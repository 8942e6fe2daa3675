import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../../../shared/api-error";
import type { Answer, FuzzRequest } from "./fuzz-request";
import { ATTEMPT_TABLES, writesBetween, type Writes } from "./write-log";

// What every answer to every generated request must satisfy. Each check throws with a message
// that says what was wrong; fast-check then reports the request and the seed to replay it.

/**
 * Signs that an answer carries internals: a stack frame, a module path, SQL or a database error.
 * SQL is matched as Drizzle writes it (quoted identifiers) and in capitals, so the spec's own
 * messages ("Please select ... from the available options") do not count.
 */
export const LEAKS: [string, RegExp][] = [
  ["a stack frame", /(^|\n)\s*at\s+\S.*(:\d+:\d+|\(native\)|<anonymous>)/],
  ["a source location", /\(?(file:\/\/|\/)[^\s()]+\.(ts|js|mjs|cjs):\d+/],
  ["node_modules", /node_modules/],
  ["SQL keywords", /\b(SELECT|INSERT|UPDATE|DELETE)\b|\b(select|insert into|update|delete from|from|into|where)\s+"\w+"/],
  ["a query", /Failed query|params:/],
  ["a syntax error", /syntax error/i],
  ["a relation", /\brelation\b/i],
  ["a constraint", /\bviolates\b|duplicate key|invalid byte sequence|invalid input syntax|unterminated|out of range for type/i],
  ["a database name", /PGlite|postgres(ql)?\s*error|DrizzleQueryError|\bpg_\w+/i],
  [
    "a JavaScript error",
    /\b(TypeError|RangeError|SyntaxError|ReferenceError|ZodError|AggregateError)\b|Cannot read propert|is not a function|Unexpected token|Unexpected end of JSON|\[object Object\]/,
  ],
];

/** Headers other than those that may echo what the client sent (a redirect's target, a cookie). */
const ECHOING = new Set(["location", "set-cookie"]);

/** The texts of a JSON request body, as they read inside a JSON answer (escaped). */
function sentTexts(body: string | undefined): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body ?? "");
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (typeof v === "string" && v.length >= 3) out.push(JSON.stringify(v).slice(1, -1));
    else if (v && typeof v === "object" && depth < 5) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(parsed, 0);
  // The longest first: a text inside another is removed with it.
  return out.sort((a, b) => b.length - a.length);
}

/**
 * The answer shows no internals. A text the request itself sent and the endpoint stored (a free
 * text field holding "select pg_sleep(1)") is read back as the client's own words, not as a leak.
 */
export function checkNoLeak(answer: Answer, request?: FuzzRequest): void {
  const headerText = [...answer.headers]
    .filter(([k]) => !ECHOING.has(k))
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  const echoed = answer.status < 300 ? sentTexts(request?.body) : [];
  const bodyText = echoed.reduce((text, sent) => text.split(sent).join(""), answer.text);
  for (const [what, pattern] of LEAKS) {
    for (const [where, content] of [
      ["body", bodyText],
      ["headers", headerText],
    ] as const) {
      const found = pattern.exec(content);
      if (found) throw new Error(`the answer's ${where} shows ${what} (${JSON.stringify(found[0])}): ${content.slice(0, 500)}`);
    }
  }
}

const errorBody = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string().min(1)).optional(),
  }),
});

/** Whether an answer refused the request: a 4xx, or a redirect that carries an error. */
export function isRejection(answer: Answer): boolean {
  if (answer.status >= 400) return true;
  return answer.status >= 300 && answer.status < 400 && /[?&]error=/.test(answer.headers.get("location") ?? "");
}

/**
 * The answer's status and, for a 4xx, its body: the API's error shape with the code of its
 * status; a validation error names each field it lists in its message, and lists only `fields`
 * (the schema's keys, `body`, or a header it checks). A page path may answer the not-found page.
 */
export function checkStatusAndShape(request: FuzzRequest, answer: Answer, fields: readonly string[]): void {
  if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  if (answer.status < 400 || request.method === "HEAD") return;
  const isPage = !request.path.startsWith("/api/") && answer.status === 404 && answer.headers.get("content-type")?.startsWith("text/html");
  if (isPage) return;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new Error(`a ${answer.status} whose body is not JSON: ${answer.text.slice(0, 300)}`);
  }
  const parsed = errorBody.safeParse(json);
  if (!parsed.success) throw new Error(`a ${answer.status} not in the API error shape: ${answer.text.slice(0, 300)}`);
  const { code, message, fields: named } = parsed.data.error;
  if (ERROR_STATUS[code] !== answer.status) throw new Error(`code ${code} answered with ${answer.status}`);
  if (code === "validation") {
    const keys = Object.keys(named ?? {});
    if (!keys.length) throw new Error(`a validation error that names no field: ${answer.text}`);
    for (const key of keys) {
      if (![...fields, "body"].includes(key)) throw new Error(`a validation error names ${JSON.stringify(key)}, which is no field of the request`);
      if (!message.includes(key)) throw new Error(`the message does not name the field ${key}: ${message}`);
    }
  }
}

/**
 * A refused request stores nothing: no row of any table was inserted, updated or deleted. A
 * 401, 403 or 429 may count the attempt (the sign-in lockout and send limits) and nothing else.
 */
export function checkStoredNothing(answer: Answer, before: Writes, after: Writes): void {
  if (!isRejection(answer)) return;
  const counts = [401, 403, 429].includes(answer.status);
  const written = writesBetween(before, after).filter((k) => !(counts && ATTEMPT_TABLES.has(k.split(" ")[0]!)));
  if (written.length) throw new Error(`a refused request (${answer.status}) wrote ${written.join(", ")}: ${answer.text.slice(0, 300)}`);
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(",");

/** No request added a property to Object.prototype. */
export function checkPrototypeIntact(): void {
  const keys = Object.getOwnPropertyNames(Object.prototype).sort().join(",");
  if (keys !== PROTOTYPE_KEYS || ({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined) {
    throw new Error(`Object.prototype was changed: ${keys}`);
  }
}
