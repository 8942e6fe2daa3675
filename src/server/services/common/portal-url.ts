import { LANGUAGE_PARAM, type Locale } from "../../../shared/locale";
import type { Config } from "../../env";

/**
 * A portal page's address in an e-mail to a client. `email` fills in the sign-in form should they
 * be signed out (decision 029); a French client's link says so (`?lang=fr`), so that the sign-in
 * page it meets, and the login link that page sends, are in French (decision 049). An English
 * client's link is as it always was.
 */
export function portalUrl(config: Pick<Config, "appUrl">, path: string, o: { email?: string | null; language: Locale }): string {
  const params = new URLSearchParams();
  if (o.email) params.set("email", o.email);
  if (o.language !== "en") params.set(LANGUAGE_PARAM, o.language);
  const query = params.toString();
  return `${config.appUrl}${path}${query ? `?${query}` : ""}`;
}
