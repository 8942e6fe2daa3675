import { localizeError, localizeFields } from "../../shared/i18n/localize-errors";
import { FRENCH_MESSAGES } from "../../shared/i18n/validation-fr";
import type { Locale } from "../../shared/locale";
import { AppError } from "../errors";

const NBSP = "\u00a0";

/**
 * The error as a reader of `locale` reads it. French: each field's message, the 400's summary
 * (« Demande non valide : name : … ; … », to Quebec usage) and the known refusals in French;
 * a message we have no French for stays as it is. English: the error itself.
 */
export function errorInLocale(err: AppError, locale: Locale): AppError {
  if (locale === "en") return err;
  const fr = FRENCH_MESSAGES;
  const fields = err.fields && localizeFields(err.fields, fr);
  const message =
    err.code === "validation" && fields
      ? `${fr.errors.invalidRequest}${NBSP}: ${Object.entries(fields)
          .map(([field, m]) => `${field}${NBSP}: ${m}`)
          .join("; ")}`
      : localizeError(err.message, fr);
  return new AppError(err.code, message, fields, err.retryAfter);
}
