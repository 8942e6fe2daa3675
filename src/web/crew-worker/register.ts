import { CREW_SCOPE, CREW_WORKER_URL, type KeepMessage } from "@shared/crew-worker";

/**
 * Register the crew page's service worker (decision 062) and tell it what this page loaded before
 * it controlled the page, so that the next load opens without a connection. The crew page calls
 * it once it has rendered; a browser without service workers simply works online only.
 *
 * The message goes to the registration's own worker once it is active, not through
 * `navigator.serviceWorker.ready`: a page the sign-in opened from /admin (decision 070) is a
 * document of that address, out of the scope, and `ready` would never settle for it.
 */
export async function registerCrewWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register(CREW_WORKER_URL, { scope: CREW_SCOPE });
  const worker = await activeWorker(registration);
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin);
  const message: KeepMessage = { type: "keep", shell: CREW_SCOPE, urls };
  worker?.postMessage(message);
}

/** The registration's active worker, once the one installing or waiting has become it. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const next = registration.installing ?? registration.waiting;
  if (!next) return Promise.resolve(null);
  return new Promise((resolve) => {
    next.addEventListener("statechange", () => {
      if (next.state === "activated") resolve(next);
      else if (next.state === "redundant") resolve(registration.active);
    });
  });
}
