import fc from "fast-check";
import zlib from "node:zlib";
import { TEST_ORIGIN } from "../auth-helpers";
import type { createTestApp } from "../test-app";
import { brokenJson, deepJson, encode, headerText, hugeString, injection, junkValue, oddKey, text } from "./junk";
import type { BodyModel } from "./schema-arbitrary";

/** One generated HTTP request: what app.request() is given. */
export type FuzzRequest = {
  method: string;
  /** Path with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The socket's address (undefined: no address known). */
  ip?: string;
};

/** What came back, with the body decoded whatever its Content-Encoding. */
export type Answer = { status: number; headers: Headers; text: string };

type App = ReturnType<typeof createTestApp>["app"];

export async function send(app: App, r: FuzzRequest): Promise<Answer> {
  const res = await app.request(r.path, { method: r.method, headers: r.headers, body: r.body }, { incoming: { socket: { remoteAddress: r.ip } } });
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const decoded =
    raw.length === 0
      ? raw
      : encoding === "gzip"
        ? zlib.gunzipSync(raw)
        : encoding === "br"
          ? zlib.brotliDecompressSync(raw)
          : encoding === "deflate"
            ? zlib.inflateSync(raw)
            : raw;
  return { status: res.status, headers: res.headers, text: decoded.toString("utf8") };
}

// Header values.

export const ipAddress = fc.oneof(
  { weight: 4, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.constantFrom(undefined, "", "::ffff:127.0.0.1", "unknown") },
);

const foreignOrigin = fc.constantFrom("https://evil.example.com", `${TEST_ORIGIN}.evil.example.com`, "null", "http://localhost:3001", "file://", "");

export const origin = fc.oneof(
  { weight: 3, arbitrary: fc.constant(TEST_ORIGIN) },
  { weight: 2, arbitrary: foreignOrigin },
  { weight: 1, arbitrary: headerText(80) },
);

const SESSION = "better-auth.session_token";

/** Cookies that look like a session and are not one, and cookies that are just odd. */
export const junkCookie = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(SESSION, `__Secure-${SESSION}`, "better-auth.session_data"),
      fc.oneof(
        headerText(120),
        fc.string({ unit: "grapheme-ascii", minLength: 32, maxLength: 32 }).map((t) => `${t}.${"A".repeat(43)}%3D`),
      ),
    )
    .map(([name, value]) => `${name}=${value}`),
  headerText(200),
  fc.constantFrom(
    `${SESSION}=`,
    `${SESSION}=;${SESSION}=x`,
    "=",
    ";;;",
    `a=${"b".repeat(8000)}`,
    `${SESSION}=%`,
    `${SESSION}=%E0%A4%A`,
    "__proto__=1; constructor=2",
  ),
);

const contentType = fc.oneof(
  { weight: 14, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json;charset=utf-16",
      "application/json-patch+json",
      "application/jsonp",
      "text/plain",
      "text/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      ";",
      "application/json\t",
      " application/json",
    ),
  },
  { weight: 1, arbitrary: headerText(40) },
);

const acceptEncoding = fc.oneof(
  fc.constantFrom("gzip", "br", "deflate", "gzip, br", "*", "identity", "br;q=0, gzip;q=0", "gzip;q=abc", "br;q=NaN", ",,,", "zstd"),
  headerText(30),
);

const forwardedFor = fc.oneof(
  fc.array(fc.oneof(fc.ipV4(), fc.ipV6()), { minLength: 1, maxLength: 4 }).map((ips) => ips.join(", ")),
  fc.constantFrom("", ",", " , ", "unknown", "127.0.0.1, evil", "' or 1=1 --"),
  headerText(60),
);

/** `arb` in `percent` of the values, else undefined. */
const sometimes = <T>(arb: fc.Arbitrary<T>, percent: number) =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(undefined) }, { weight: percent, arbitrary: arb });

/**
 * Headers a request may carry: Origin, Cookie (in `cookieShare` percent of them: a session costs
 * a lookup), Accept-Encoding, X-Forwarded-For, Accept, User-Agent, If-None-Match and an odd one.
 */
export function commonHeaders(cookies: fc.Arbitrary<string> = junkCookie, cookieShare = 25): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      origin: sometimes(origin, 50),
      cookie: sometimes(cookies, cookieShare),
      "accept-encoding": sometimes(acceptEncoding, 30),
      "x-forwarded-for": sometimes(forwardedFor, 30),
      accept: sometimes(fc.oneof(fc.constantFrom("application/json", "text/html", "*/*", "image/avif"), headerText(30)), 20),
      "user-agent": sometimes(headerText(120), 20),
      "if-none-match": sometimes(fc.oneof(fc.constantFrom("*", 'W/"x"', '""'), headerText(40)), 10),
      "x-requested-with": sometimes(headerText(20), 5),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

// Query strings.

const queryPart = fc.oneof(
  text(0, 20).map(encode),
  injection.map(encode),
  fc.constantFrom("%", "%ZZ", "%E0%A4%A", "%00", "+", "&", "=", "a[b]", "__proto__", "constructor[prototype][x]"),
);

/**
 * A query string (with its `?`): each of `params` in most of them, with a generated value, then
 * odd pairs: repeated keys, no values, bad escapes, prototype keys; or an odd one on its own.
 */
export function queryString(params: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const named = Object.entries(params).map(([k, v]) =>
    sometimes(
      fc.tuple(fc.constant(k), v).map(([key, value]) => `${key}=${encode(value)}`),
      85,
    ),
  );
  const odd = fc.oneof(
    fc.tuple(queryPart, queryPart).map(([k, v]) => `${k}=${v}`),
    queryPart,
  );
  const pairs = fc
    .tuple(fc.tuple(...named), fc.array(odd, { maxLength: named.length ? 2 : 5 }))
    .map(([given, extra]) => [...given.filter((p) => p !== undefined), ...extra])
    .chain((ps) => fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length }))
    .map((ps) => (ps.length ? `?${ps.join("&")}` : ""));
  return fc.oneof(
    { weight: 8, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom("", "?", "??", "?&&", "?=", `?a=${"x".repeat(10_000)}`, "?a=1&a=2&a=3", "?%", "?#frag") },
  );
}

// Bodies.

/** A body as text with its Content-Type: usually JSON of a generated value, else broken, duplicated, nested, huge or absent. */
export function bodyText(model: BodyModel): fc.Arbitrary<{ body?: string; type?: string }> {
  const keys = model.keys.length ? model.keys : ["x"];
  const json = fc.tuple(model.body, contentType).map(([v, type]) => ({ body: JSON.stringify(v) ?? "null", type }));
  // The same key twice: JSON.parse keeps the last.
  const duplicated = fc.tuple(model.body, fc.constantFrom(...keys), junkValue, fc.boolean()).map(([v, key, other, first]) => {
    const inner = JSON.stringify(v)?.slice(1, -1) ?? "";
    const extra = `${JSON.stringify(key)}:${JSON.stringify(other) ?? "null"}`;
    const obj = typeof v === "object" && v !== null && !Array.isArray(v);
    return { body: obj ? `{${first ? extra : inner}${inner ? "," : ""}${first ? inner : extra}}` : `{${extra}}`, type: "application/json" };
  });
  const polluting = fc.tuple(model.body, fc.constantFrom("__proto__", "constructor", "prototype")).map(([v, key]) => {
    const inner = typeof v === "object" && v !== null && !Array.isArray(v) ? JSON.stringify(v).slice(1, -1) : "";
    const poison = key === "constructor" ? `{"prototype":{"polluted":"yes"}}` : `{"polluted":"yes","isAdmin":true}`;
    return { body: `{"${key}":${poison}${inner ? `,${inner}` : ""}}`, type: "application/json" };
  });
  const deep = fc.oneof(
    fc.constantFrom(1_000, 20_000).map((d) => ({ body: "[".repeat(d) + "]".repeat(d), type: "application/json" })),
    fc.tuple(model.body, fc.constantFrom(...keys)).map(([v, key]) => ({ body: deepJson(v, key, 5_000), type: "application/json" })),
  );
  const huge = fc.tuple(hugeString, oddKey).map(([s, k]) => ({ body: JSON.stringify({ [k]: s }), type: "application/json" }));
  return fc.oneof(
    { weight: 20, arbitrary: json },
    { weight: 2, arbitrary: duplicated },
    { weight: 2, arbitrary: polluting },
    { weight: 2, arbitrary: fc.tuple(brokenJson, contentType).map(([body, type]) => ({ body, type })) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: fc.constantFrom({}, { type: "application/json" }, { body: "", type: "application/json" }) },
  );
}

/** Content-Length as Node's parser passes it: the body's byte length, or now and then a wrong one. */
const contentLength = (body: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(String(Buffer.byteLength(body))) },
    { weight: 1, arbitrary: fc.constantFrom("abc", "-1", "1e3", "99999999999999999999", "") },
  );

const OTHER_METHODS = ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "POST", "PROPFIND"];

/**
 * Requests to one endpoint: its method most of the time (another now and then), its path, a
 * query string, the common headers plus `extraHeaders`, and a body for methods that have one.
 */
export function requests(options: {
  method: string | fc.Arbitrary<string>;
  path: fc.Arbitrary<string> | string;
  body?: BodyModel;
  query?: fc.Arbitrary<string>;
  cookies?: fc.Arbitrary<string>;
  /** Percent of requests with a Cookie header. */
  cookieShare?: number;
  extraHeaders?: fc.Arbitrary<Record<string, string>>;
}): fc.Arbitrary<FuzzRequest> {
  const own = typeof options.method === "string" ? fc.constant(options.method) : options.method;
  const method = fc.oneof({ weight: 19, arbitrary: own }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) });
  const path = typeof options.path === "string" ? fc.constant(options.path) : options.path;
  const emptyModel: BodyModel = { keys: ["x"], body: junkValue, valid: fc.constant({}) };
  return fc
    .record({
      method,
      path,
      query: options.query ?? queryString(),
      headers: commonHeaders(options.cookies, options.cookieShare),
      extra: options.extraHeaders ?? fc.constant({}),
      payload: bodyText(options.body ?? emptyModel),
      ip: ipAddress,
    })
    .chain(({ method, path, query, headers, extra, payload, ip }) => {
      const hasBody = method !== "GET" && method !== "HEAD" && payload.body !== undefined;
      const base: FuzzRequest = { method, path: path + query, headers: { ...headers, ...extra }, ip };
      if (!hasBody) return fc.constant(printable(base));
      if (payload.type !== undefined) base.headers["content-type"] = payload.type;
      return contentLength(payload.body!).map((length) => printable({ ...base, body: payload.body, headers: { ...base.headers, "content-length": length } }));
    });
}

/** A request that fast-check prints with long strings cut short (FC_SEED and FC_PATH replay it whole). */
function printable(request: FuzzRequest): FuzzRequest {
  const cut = (_key: string, v: unknown) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 200)}…(${v.length} characters)` : v);
  Object.defineProperty(request, fc.toStringMethod, { value: () => JSON.stringify(request, cut), enumerable: false });
  return request;
}
