import type { ZodError } from "zod";
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from "../shared/api-error";
import { isFieldLabel } from "../shared/i18n/validation";
import { ERROR_MESSAGES } from "../shared/i18n/error-messages";
import type { Locale } from "../shared/locale";
import { wordsIn, type Said } from "./said";

// The server's one error type and the helpers that make the common ones, so a 404 reads the same
// from every route and Retry-After is set in one place (the app's onError) from `retryAfter`.
// What it says is a message by key (or the admin's English words), worded by the answer in the
// request's language.

const INVALID_REQUEST: Said = { key: "invalidRequest" };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly said: Said,
    readonly fields?: Record<string, Said>,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super();
    this.message = this.toBody().error.message;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  /** The answer's body, in the reader's language: a 400's summary names each field with its message. */
  toBody(locale: Locale = "en"): ApiErrorBody {
    const { say, colon } = wordsIn(locale);
    const fields = this.fields && Object.fromEntries(Object.entries(this.fields).map(([field, said]) => [field, say(said)]));
    const message =
      this.said === INVALID_REQUEST && fields
        ? `${say(INVALID_REQUEST)}${colon}${Object.entries(fields)
            .map(([field, words]) => `${field}${colon}${words}`)
            .join("; ")}`
        : say(this.said);
    return { error: { code: this.code, message, ...(fields ? { fields } : {}) } };
  }

  /** A 400 naming every invalid field with its message. */
  static validation(fields: Record<string, Said>): AppError {
    return new AppError("validation", INVALID_REQUEST, fields);
  }

  /** A 400 naming every invalid field with its first message. */
  static fromZod(error: ZodError): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      // Request bodies are flat: an issue inside a list (service_type.0) belongs to the list field.
      const key = issue.path.length ? String(issue.path[0]) : "body";
      fields[key] ??= issue.message;
    }
    return AppError.validation(fields);
  }
}

/**
 * The 404 of a record that does not exist, or is not the viewer's to see (the two are never told
 * apart): `notFound("quote")` is "Quote not found" (in French too, as a field label names the
 * record); an admin record's English name, `notFound("Lead")`, is "Lead not found".
 */
export const notFound = (what: string) =>
  new AppError("not_found", isFieldLabel(what) ? { key: "notFound", params: { label: what } } : ERROR_MESSAGES.notFound({ label: what }));

/** The 404 of an /api path that no route answers. */
export const noSuchEndpoint = () => new AppError("not_found", "No such API endpoint");

/** A 429 asking the client to wait `retryAfterSeconds` (sent as Retry-After). */
export const rateLimited = (message: Said, retryAfterSeconds: number) => new AppError("rate_limited", message, undefined, retryAfterSeconds);

/** A 503 asking the client to try again in `retryAfterSeconds` (sent as Retry-After). */
export const unavailable = (message: Said, retryAfterSeconds: number) => new AppError("unavailable", message, undefined, retryAfterSeconds);

/** The header a 429 or 503 carries, from its `retryAfter`; none for other errors. */
export function retryAfterHeader(err: AppError): Record<string, string> {
  return err.retryAfter ? { "Retry-After": String(Math.max(1, Math.ceil(err.retryAfter))) } : {};
}
