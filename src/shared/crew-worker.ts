// Where the crew page's service worker lives and what it controls (decision 062). The worker's
// script is under its scope, so the browser needs no Service-Worker-Allowed header.

/** The crew page's pages: the worker answers their loads and their assets' requests. */
export const CREW_SCOPE = "/crew/";
/** The crew page's address (decision 070): its scope's own root, so that the worker opens it offline. */
export const CREW_PATH = CREW_SCOPE;
/** The worker's script, written by the build (scripts/crew-service-worker.ts from src/web/crew-worker/). */
export const CREW_WORKER_URL = "/crew/sw.js";
/**
 * Its cache: the crew page's HTML (one for every crew address: the SPA shell) and the assets it
 * loaded. v2: the page may carry a person's day (decision 072), which v1's worker kept as it came.
 */
export const CREW_CACHE = "crew-v2";
/** What a page tells the worker to keep after its first load (it loaded them before the worker controlled it). */
export type KeepMessage = { type: "keep"; shell: string; urls: string[] };
