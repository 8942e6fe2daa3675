import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";

/**
 * The server's own words for a failed call: the first field message when it names a field (such
 * as a too common password), else its message. Nothing for a network failure.
 */
export function serverMessage(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.status === 0) return undefined;
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  return field || err.message || undefined;
}

/**
 * The toast after a refused save: the server's own words for a 4xx (the field's message, or why
 * it refused, such as an e-mail that already has a client), else the page's fallback.
 */
export function notifySaveFailed(err: unknown, fallback: { title: string; description: string }) {
  const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401;
  notify.error(fallback.title, (refused && serverMessage(err)) || fallback.description);
}
