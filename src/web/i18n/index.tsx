import { createContext, useContext, type ReactNode } from "react";
import { en } from "./en/index";

/**
 * The message catalog type is the English catalog's shape: a French catalog declared as
 * `const fr: Messages = {...}` fails to compile when it misses a key.
 */
export type Messages = typeof en;
export type Locale = "en";

const catalogs: Record<Locale, Messages> = { en };
const MessagesContext = createContext<Messages>(en);

export function MessagesProvider({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return <MessagesContext.Provider value={catalogs[locale]}>{children}</MessagesContext.Provider>;
}

/** Every user-facing string comes from here. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** For meta tags and other places outside React rendering. */
export const defaultMessages: Messages = en;
