import type { ZodError } from "zod";
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from "../../shared/api-error";

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
    return new AppError("validation", `Invalid request: ${summary}`, fields);
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
