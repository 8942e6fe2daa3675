import { answerAsset, answerPage, dropOldCaches, isKeepMessage, keep, routeOf, type WorkerDeps } from "./answers";

// The crew page's service worker (decision 062), built into /crew/sw.js by
// scripts/crew-service-worker.ts. Typed here with the few worker types it uses: the project's
// TypeScript program has the DOM's types, which a worker's ("WebWorker") cannot join.

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const deps: WorkerDeps = { caches: scope.caches, fetch: (input, init) => fetch(input, init), origin: scope.location.origin };

// A new worker takes over at once: it only adds a cache in front of the same pages, and drops the old ones'.
scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener("activate", (event) => event.waitUntil(Promise.all([dropOldCaches(deps), scope.clients.claim()])));
scope.addEventListener("fetch", (event) => {
  const route = routeOf(event.request, deps.origin);
  if (route) event.respondWith(route === "page" ? answerPage(event.request, deps) : answerAsset(event.request, deps));
});
scope.addEventListener("message", (event) => {
  if (isKeepMessage(event.data)) event.waitUntil(keep(event.data, deps));
});
