import { PUBLIC_PATHS, localizedPath } from "./paths";

// The pages the build writes as HTML, for the build, the server and the tests. Apart from paths.ts:
// the lists are computed, and the browser's code has no use for them.

/** Public routes rendered to HTML at build time (each has a title and a meta description), in both languages. */
export const PRERENDERED_PATHS = [...PUBLIC_PATHS, ...PUBLIC_PATHS.map((p) => localizedPath(p, "fr"))];

/** Prerendered copy of the not-found page; served with status 404 for unknown paths (the French one under /fr). */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";
export const NOT_FOUND_PRERENDER_PATHS = [NOT_FOUND_PRERENDER_PATH, localizedPath(NOT_FOUND_PRERENDER_PATH, "fr")];
