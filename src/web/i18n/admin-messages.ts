import { admin, adminAuth } from "./en/admin";

// The admin area's strings, in their own catalog: only the admin routes import it, so none of it
// is loaded by the public pages.
const catalogs = { en: { admin, adminAuth } };

export type AdminMessages = (typeof catalogs)["en"];

export function useAdminMessages(): AdminMessages {
  return catalogs.en;
}
