import { SiteLink } from "~/components/layout/site-link";
import { useMessages } from "~/i18n/index";
import { clsx } from "clsx";
import { site } from "~/site";

/** The company mark alone (decorative: the link or text around it names it). */
export function LogoMark({ className = "h-9 w-9", inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("shrink-0", className)}>
      <rect width="32" height="32" rx="8" fill={inverse ? "#ffffff" : "#0b5f54"} />
      <path d="M16 6c-4 6-7 9.5-7 13a7 7 0 0 0 14 0c0-3.5-3-7-7-13Z" fill={inverse ? "#0b5f54" : "#ffffff"} />
      <path d="M13 20.5a3 3 0 0 0 3 3" stroke={inverse ? "#ffffff" : "#0b5f54"} strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The company mark and name, linking home. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const m = useMessages();
  return (
    <SiteLink to="/" aria-label={m.common.logoAlt(site)} className={clsx("flex items-center gap-2.5", className)}>
      <LogoMark inverse={inverse} />
      <span className={clsx("text-lg font-bold leading-tight tracking-tight", inverse ? "text-white" : "text-ink")}>{site.companyName}</span>
    </SiteLink>
  );
}
