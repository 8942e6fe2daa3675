import { z } from "zod";
import { says } from "../i18n/validation";
import { LOCALES } from "../locale";

/** PUT /api/portal/language: the language the client reads the portal and their e-mails in. */
export const portalLanguageSchema = z.object({ language: z.enum(LOCALES, says("language")) });
export type PortalLanguageInput = z.input<typeof portalLanguageSchema>;
