import { unavailable, type AppError } from "../errors";

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** Socket-level failures on the way to the database server. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * SQLSTATEs of a server that is going away, starting, or unreachable: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014 query_canceled (statement_timeout),
 * 53300 too_many_connections, and class 08 (connection exception).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);

/** `pg`'s own errors for these cases carry no code, only their message. */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
  "Connection refused",
];

function isConnectionLevel(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (err instanceof AggregateError && err.errors.some(isConnectionLevel)) return true; // one per address tried
  return PG_MESSAGES.some((m) => err.message.startsWith(m));
}

/**
 * The 503 for an error that means the database cannot be reached right now, looking through the
 * `cause` chain (drizzle wraps the driver's error in its own, better-auth in its own); otherwise
 * undefined.
 */
export function databaseUnavailable(err: unknown): AppError | undefined {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (isConnectionLevel(e)) {
      return unavailable({ key: "unavailable" }, UNAVAILABLE_RETRY_AFTER);
    }
  }
  return undefined;
}
