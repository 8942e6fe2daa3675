import { Link, useLocation } from "react-router";
import { LOCALE_TAGS } from "@shared/locale";
import { localizedPath } from "@shared/paths";
import { languageOffer as m } from "~/i18n/fr/language-offer";
import { rememberLocale } from "./language-switch";

/**
 * French, offered once on an English page to a first-time visitor whose browser prefers it (no
 * redirect: search engines and people get the page they asked for). Either answer is remembered.
 * In the page's flow above its content, so it covers nothing.
 */
export default function LanguageOffer({ onDone }: { onDone: () => void }) {
  const { pathname, search, hash } = useLocation();
  const answer = (locale: "en" | "fr") => {
    rememberLocale(locale);
    onDone();
  };
  return (
    <div lang={LOCALE_TAGS.fr} className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-medium">{m.text}</p>
        <Link
          to={localizedPath(pathname, "fr") + search + hash}
          hrefLang={LOCALE_TAGS.fr}
          reloadDocument
          onClick={() => answer("fr")}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {m.accept}
        </Link>
        <button type="button" onClick={() => answer("en")} className="rounded-md px-2 py-1 font-medium text-muted hover:bg-white hover:text-ink">
          {m.decline}
        </button>
      </div>
    </div>
  );
}
