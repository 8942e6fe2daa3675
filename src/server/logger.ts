import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Fields that may hold a secret, at the top of a logged object or inside the objects that carry
 * them (headers of a request or response, a body, a configuration). Exact paths only: pino's
 * redaction costs nothing measurable for them, while `*.` wildcards made every request line ~8x
 * slower (decision 015).
 */
const SECRET_FIELDS = [
  "cookie",
  "authorization",
  '"set-cookie"',
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "authSecret",
  "smtpUrl",
  "databaseUrl",
];
const PARENTS = ["", "headers", "req.headers", "request.headers", "res.headers", "response.headers", "body", "config", "options"];
export const REDACT_PATHS = PARENTS.flatMap((parent) => SECRET_FIELDS.map((f) => (f.startsWith('"') ? `${parent}[${f}]` : parent ? `${parent}.${f}` : f)));

/** `scheme://user:password@` -> `scheme://user:[redacted]@`; query parameters named like a secret. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s/@]*@/gi;
const SECRET_PARAM = /([?&](?:token|password|secret|code)=)[^&\s"']*/gi;
/** Drizzle's failed-query errors list the query's parameters (tokens, hashes, mail bodies). */
const QUERY_PARAMS = /(\bparams: ).*/g;

export function scrubSecrets(text: string): string {
  return text.replace(URL_PASSWORD, "$1:[redacted]@").replace(SECRET_PARAM, "$1[redacted]").replace(QUERY_PARAMS, "$1[redacted]");
}

/** Every string of a serialized error (message, stack, nested causes, library fields) scrubbed. */
function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDeep(v, depth + 1)]));
}

/**
 * Errors logged under `err` are serialized by pino and then scrubbed: a library's error may embed
 * a connection URL with its password (nodemailer, pg) or a failed query's parameters.
 */
const err = (e: unknown) => scrubDeep(pino.stdSerializers.err(e as Error));

/**
 * JSON lines (user input inside a string is escaped, so it can never start a line of its own), with
 * secret fields redacted and errors scrubbed. `destination` lets a test capture the lines.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err, error: err },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * better-auth's log lines as JSON lines of ours (its own logger writes plain text to the console),
 * with its message scrubbed and its extra arguments logged as errors only.
 */
export function authLogger(logger: Logger) {
  const log = logger.child({ module: "auth" });
  return {
    level: "warn" as const,
    log: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
      const errors = args.filter((a) => a instanceof Error);
      log[level]({ ...(errors.length ? { err: errors[0] } : {}) }, scrubSecrets(String(message)));
    },
  };
}

/**
 * The error that stops the process at start (an unreachable database, a port in use): one scrubbed
 * JSON line on stderr, written synchronously so it is out before the process exits.
 */
export function logFatal(error: unknown): void {
  createLogger("fatal", pino.destination({ dest: 2, sync: true })).fatal({ err: error }, "the server could not start");
}
