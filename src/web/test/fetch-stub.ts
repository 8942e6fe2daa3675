import { vi } from "vitest";

type Answer = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/**
 * A stand-in for the server in component tests: each request goes to `handler` (method and URL),
 * which answers a status and a JSON body; `calls` records what the page sent.
 */
export function stubFetch(handler: Handler) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = handler(url, { ...init, method }) ?? { status: 404, body: { error: { code: "not_found", message: "Not found" } } };
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
