import type { Context } from "hono";
import { localeFromAcceptLanguage, type Locale } from "../../shared/locale";

/** The language a request asks to be answered in (the web client sends its page's language). */
export const requestLocale = (c: Context): Locale => localeFromAcceptLanguage(c.req.header("accept-language"));
