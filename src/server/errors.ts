import type { ZodError } from "zod";
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from "../shared/api-error";
import { ERROR_MESSAGES } from "../shared/i18n/error-messages";

// The server's one error type and the helpers that make the common ones, so a 404 reads the same
// from every route and Retry-After is set in one place (the app's onError) from `retryAfter`.

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }

  /** A 400 naming every invalid field with its message. */
  static validation(fields: Record<string, string>): AppError {
    const summary = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join("; ");
    return new AppError("validation", `${ERROR_MESSAGES.invalidRequest}: ${summary}`, fields);
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
 * apart): `notFound("Lead")` is "Lead not found".
 */
export const notFound = (what: string) => new AppError("not_found", ERROR_MESSAGES.notFound(what));

/** The 404 of an /api path that no route answers. */
export const noSuchEndpoint = () => new AppError("not_found", "No such API endpoint");

/** A 429 asking the client to wait `retryAfterSeconds` (sent as Retry-After). */
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError("rate_limited", message, undefined, retryAfterSeconds);

/** A 503 asking the client to try again in `retryAfterSeconds` (sent as Retry-After). */
export const unavailable = (message: string, retryAfterSeconds: number) => new AppError("unavailable", message, undefined, retryAfterSeconds);

/** The header a 429 or 503 carries, from its `retryAfter`; none for other errors. */
export function retryAfterHeader(err: AppError): Record<string, string> {
  return err.retryAfter ? { "Retry-After": String(Math.max(1, Math.ceil(err.retryAfter))) } : {};
}
