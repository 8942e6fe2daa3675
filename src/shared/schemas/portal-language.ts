import { z } from "zod";
import { VALIDATION_MESSAGES } from "../i18n/validation";
import { LOCALES } from "../locale";

/** PUT /api/portal/language: the language the client reads the portal and their e-mails in. */
export const portalLanguageSchema = z.object({ language: z.enum(LOCALES, VALIDATION_MESSAGES.language) });
export type PortalLanguageInput = z.input<typeof portalLanguageSchema>;
