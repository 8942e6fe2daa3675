import { createContext, use, useContext } from "react";
import { UNSAFE_LocationContext } from "react-router";
import type { Locale } from "@shared/locale";
import { localeOfPath, localizedPath } from "@shared/paths";

const LanguageOfArea = createContext<Locale | null>(null);
/** The language of an area whose addresses do not say it (the client portal: the client's own). */
export const LocaleProvider = LanguageOfArea.Provider;

/**
 * The page's language: its area's, or by its address (French under /fr, English elsewhere). Read
 * from the router's location context without requiring one: an island (island.tsx) is a React root
 * of its own, outside the router, and reads the page's address instead.
 */
export function useLocale(): Locale {
  const area = useContext(LanguageOfArea);
  const pathname = usePathname();
  return area ?? localeOfPath(pathname);
}

/** The page's address: the router's, or the window's in an island. */
export function usePathname(): string {
  const routed = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null;
  return routed?.location?.pathname ?? window.location.pathname;
}

/** A site path in the page's language: "/gallery" on a French page is "/fr/gallery". */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/** A loading catalog; `value` once it has loaded (React's `use` reads its `status` too). */
type Loaded<T> = Promise<T> & { value?: T };
const catalogs = new Map<() => Promise<unknown>, Loaded<unknown>>();

/**
 * A French catalog, loaded once (by its loader). Marked fulfilled when it has loaded, as React's
 * `use` reads it, so a page renders it at once from then on.
 */
export function loadCatalog<T>(load: () => Promise<T>): Loaded<T> {
  let loaded = catalogs.get(load) as Loaded<T> | undefined;
  if (!loaded) {
    const promise: Loaded<T> = load().then((value) => Object.assign(promise, { status: "fulfilled" as const, value }).value);
    catalogs.set(load, (loaded = promise));
  }
  return loaded;
}

/**
 * A feature's strings in the page's language. The English catalog is bundled with the feature;
 * the French one is its own chunk, loaded only on a French page (rendering waits for it).
 */
export function useCatalog<T>(en: T, fr: () => Promise<T>): T {
  return useLocale() === "en" ? en : use(loadCatalog(fr));
}
