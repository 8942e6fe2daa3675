import type { InputHTMLAttributes } from "react";
import { clsx } from "clsx";
import { NEWS_CONSENT } from "@shared/consent";
import { useLocale } from "~/i18n/locale";
import { site } from "~/site";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & { id: string; className?: string };

/**
 * The optional box for news and offers (Canada's anti-spam law, decision 053): unticked, apart from
 * every other choice, and worded exactly as the consent ledger records it (`NEWS_CONSENT`, with the
 * company's name) in the page's language. Nothing else depends on it.
 */
export function NewsConsentBox({ id, className, ...input }: Props) {
  const words = NEWS_CONSENT.words[useLocale()](site.companyName);
  return (
    <div className={clsx("flex items-start gap-3", className)}>
      <input {...input} id={id} type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="text-sm text-ink">
        {words}
      </label>
    </div>
  );
}
