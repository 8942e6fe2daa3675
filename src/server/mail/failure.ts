/**
 * Why a send failed, which decides what waits:
 * - "unreachable": the mail server, not the message (no connection, a timeout, a greeting or
 *   login that failed, "421 closing"). Every message waits for the server to come back; the
 *   worker checks it with one message at a time (see worker.ts) and sends the rest once one goes.
 * - "deferred": the server answered this message with a 4xx: that message backs off.
 * - "rejected": the server answered this message with a 5xx, or the message itself is invalid:
 *   that message backs off to hourly retries and is never brought forward.
 */
export type MailFailure = "unreachable" | "deferred" | "rejected";

/** nodemailer's codes for an answer about the message itself (envelope, recipients, data). */
const MESSAGE_CODES = new Set(["EENVELOPE", "EMESSAGE"]);

export function classifyMailError(err: unknown): MailFailure {
  const e = err as { code?: string; responseCode?: number } | undefined;
  if (!e || !MESSAGE_CODES.has(e.code ?? "") || e.responseCode === 421) return "unreachable";
  if (e.responseCode && e.responseCode >= 400 && e.responseCode < 500) return "deferred";
  return "rejected";
}
