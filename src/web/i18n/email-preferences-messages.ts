import { emailPreferences } from "./en/email-preferences";
import { useCatalog } from "./locale";

// The e-mail preferences section's strings, in their own catalog: the section can sit on any
// portal page (the dashboard now, a privacy page later) without touching the portal's catalog.
const en = { emailPreferences };
const loadFrench = () => import("./fr/email-preferences").then(({ emailPreferences }) => ({ emailPreferences }));

export type EmailPreferencesMessages = typeof en;

export function useEmailPreferencesMessages(): EmailPreferencesMessages {
  return useCatalog(en, loadFrench);
}
