import { ApiError } from "~/lib/api";

/**
 * The server's own words for a failed call: the first field message when it names a field (such
 * as a too common password), else its message. Nothing for a network failure.
 */
export function serverMessage(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status === 0) return undefined;
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  return field || err.message || undefined;
}
