import { use } from "react";
import { localeOfPath, localizedPath } from "@shared/paths";
import type { en } from "./en/index";
import { loadCatalog, useLocale, usePathname } from "./locale";

/**
 * The message catalog type is the English catalog's shape: a French catalog declared as
 * `const fr: Messages = {...}` fails to compile when it misses a key.
 */
export type Messages = typeof en;

// Each language's core (layout, navigation and error strings) is a chunk of its own, so a page
// downloads its own language only; the page's HTML imports it with the page's first modules
// (entry.server.tsx), so it costs no extra round trip.
export const loadEnglishCore = () => import("./en/index");
/** The French core, with the home page's title (fr/core.ts). */
export const loadFrenchCore = () => import("./fr/core");
/** The titles of the French pages other than the home page, loaded with those pages only. */
export const loadFrenchTitles = () => import("./fr/meta");

/** Every user-facing string comes from here; rendering waits for the page's core to load. */
export function useMessages(): Messages {
  return useLocale() === "en" ? use(loadCatalog(loadEnglishCore)).en : use(loadCatalog(loadFrenchCore)).fr;
}

/** Whether the page at `pathname` reads the French titles: a French page other than the home page. */
export const readsFrenchTitles = (pathname: string) => localeOfPath(pathname) === "fr" && localizedPath(pathname, "en") !== "/";

/**
 * What the root layout waits for before it renders a page: the page's core, and the French titles
 * on a page that reads them (its route `meta` reads them as it renders).
 */
export function usePageStrings(): void {
  const titles = readsFrenchTitles(usePathname()) ? loadCatalog(loadFrenchTitles) : null;
  useMessages();
  if (titles) use(titles);
}

/** A loaded catalog's value, for code that runs outside rendering once a page has rendered (route `meta`). */
export function loaded<T>(load: () => Promise<T>): T {
  const value = loadCatalog(load).value;
  if (value === undefined) throw new Error("A catalog was read before it loaded");
  return value;
}
