import { carriesFirstView, withoutFirstView } from "@shared/crew-page";
import { CREW_CACHE, CREW_SCOPE, type KeepMessage } from "@shared/crew-worker";

// How the crew page's service worker answers (decision 062), apart from the worker's globals so
// that it is tested with any Cache Storage and fetch:
// - a load of a crew page: the network's answer within a few seconds, kept as the shell; without
//   one, the kept shell (the page opens in a basement);
// - an asset (/assets/, hashed names that never change): the kept copy, else the network's, kept;
// - anything else (the API above all): not the worker's, the browser sends it as usual.
// A new shell (a new build) drops the assets kept for the old one.

export type WorkerDeps = { caches: CacheStorage; fetch: typeof fetch; origin: string; pageTimeoutMs?: number };

/** The key the shell is kept under: every crew address is served the same HTML. */
const SHELL = CREW_SCOPE;
const isAsset = (url: URL) => url.pathname.startsWith("/assets/");

/** Which answer a request gets from the worker, if any. */
export function routeOf(request: Request, origin: string): "page" | "asset" | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  if (url.origin !== origin) return undefined;
  if (request.mode === "navigate") return url.pathname.startsWith(CREW_SCOPE) ? "page" : undefined;
  return isAsset(url) ? "asset" : undefined;
}

export async function answerPage(request: Request, deps: WorkerDeps): Promise<Response> {
  const cache = await deps.caches.open(CREW_CACHE);
  const fromNetwork = deps.fetch(request).then(async (res) => {
    if (res.ok) await keepShell(cache, res.clone(), deps.origin);
    return res;
  });
  const kept = await cache.match(SHELL);
  if (!kept) return fromNetwork;
  // A connection that answers nothing (a basement's last bar) waits no longer than this.
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, deps.pageTimeoutMs ?? 3000, undefined));
  const answer = await Promise.race([fromNetwork.catch(() => undefined), late]);
  // Our server's trouble is no reason not to open the page either.
  return answer && answer.status < 500 ? answer : kept;
}

export async function answerAsset(request: Request, deps: WorkerDeps): Promise<Response> {
  const cache = await deps.caches.open(CREW_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const res = await deps.fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

/** Keep what a page loaded before the worker controlled it: its shell and its assets (from the HTTP cache, mostly). */
export async function keep(message: KeepMessage, deps: WorkerDeps): Promise<void> {
  const cache = await deps.caches.open(CREW_CACHE);
  const shell = new URL(message.shell, deps.origin);
  if (shell.origin === deps.origin && shell.pathname.startsWith(CREW_SCOPE)) {
    const res = await deps.fetch(shell.href).catch(() => undefined);
    if (res?.ok) await keepShell(cache, res, deps.origin);
  }
  for (const href of message.urls) {
    const url = new URL(href, deps.origin);
    if (url.origin !== deps.origin || !isAsset(url) || (await cache.match(url.href))) continue;
    const res = await deps.fetch(url.href).catch(() => undefined);
    if (res?.ok) await cache.put(url.href, res);
  }
}

/** The caches of the worker's earlier versions go when this one takes over (v1's could hold a person's day). */
export async function dropOldCaches(deps: Pick<WorkerDeps, "caches">): Promise<void> {
  for (const name of await deps.caches.keys()) if (name.startsWith("crew-") && name !== CREW_CACHE) await deps.caches.delete(name);
}

export const isKeepMessage = (data: unknown): data is KeepMessage =>
  typeof data === "object" && data !== null && (data as KeepMessage).type === "keep" && Array.isArray((data as KeepMessage).urls);

/**
 * Keep `res` as the shell, without the day the server wrote into it for its person (decision 072):
 * no one's visits or entry details stay in the cache. When it is another build's HTML than the
 * kept one, drop the old build's assets.
 */
async function keepShell(cache: Cache, res: Response, origin: string): Promise<void> {
  const before = await cache.match(SHELL);
  const [was, now] = [await before?.text(), withoutFirstView(await res.text())];
  // Someone's day left in it (a page that lost its end mark): better no shell than theirs.
  if (carriesFirstView(now)) return;
  if (was !== undefined && was !== now) {
    for (const request of await cache.keys()) if (isAsset(new URL(request.url, origin))) await cache.delete(request);
  }
  // The body is read (decoded) text now: its length and encoding headers no longer describe it.
  const headers = new Headers(res.headers);
  for (const name of ["content-encoding", "content-length"]) headers.delete(name);
  await cache.put(SHELL, new Response(now, { status: res.status, statusText: res.statusText, headers }));
}
