import type { ApiErrorBody } from "@shared/api-error";

/** An error answer of our API (or a network failure, status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The answer's whole error, for a refusal that carries more than words (a crew's conflicts). */
    readonly error?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The one fetch helper: JSON in, JSON out, errors as ApiError. It asks for answers (validation
 * messages above all) in the page's language, which `<html lang>` names.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; keepalive?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        "Accept-Language": document.documentElement.lang || "en-CA",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      keepalive: init.keepalive,
    });
  } catch {
    throw new ApiError(0, "Network error");
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(res.status, body?.error?.message ?? res.statusText, body?.error?.fields, body?.error);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
