import { en } from "./en/index";
import { useCatalog } from "./locale";

/**
 * The message catalog type is the English catalog's shape: a French catalog declared as
 * `const fr: Messages = {...}` fails to compile when it misses a key.
 */
export type Messages = typeof en;

/** The French strings every public page needs, with the pages' titles (fr/core.ts). */
export const loadFrenchCore = () => import("./fr/core");

/** Every user-facing string comes from here. */
export function useMessages(): Messages {
  const french = useCatalog<{ fr: Messages } | null>(null, loadFrenchCore);
  return french ? french.fr : en;
}
