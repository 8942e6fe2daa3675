import { Languages, Loader2 } from "lucide-react";
import { LOCALE_TAGS, type Locale } from "@shared/locale";
import { useMessages } from "~/i18n/index";
import { useLocale } from "~/i18n/locale";
import { usePortalMessages } from "~/i18n/portal-messages";
import { notify } from "~/lib/notify";
import { useSetPortalLanguage } from "./api/language";

/** "Français" on an English portal, "English" on a French one: the client's language from now on. */
export function LanguageButton() {
  const other: Locale = useLocale() === "en" ? "fr" : "en";
  const otherLanguage = useMessages().nav.otherLanguage;
  const m = usePortalMessages().portal;
  const setLanguage = useSetPortalLanguage();
  const onClick = () => setLanguage.mutate(other, { onError: () => notify.error(m.languageFailed.title, m.languageFailed.description) });
  const Icon = setLanguage.isPending ? Loader2 : Languages;
  return (
    <button
      type="button"
      disabled={setLanguage.isPending}
      onClick={onClick}
      className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      <Icon aria-hidden="true" className={setLanguage.isPending ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
      <span lang={LOCALE_TAGS[other]}>{otherLanguage}</span>
    </button>
  );
}
