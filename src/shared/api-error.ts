// The one JSON error shape of the API: { error: { code, message, fields? } }.
export const ERROR_STATUS = {
  validation: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The same Idempotency-Key with another request (decision 062). */
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};
