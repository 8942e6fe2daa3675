import { Link } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { useSidebarVariant } from "~/components/ui/sidebar";
import { useMessages } from "~/i18n/index";
import { usePortalMessages } from "~/i18n/portal-messages";
import { site } from "~/site";

/** The sidebar's title "Client Portal" under the company mark (the mark links to the public site). */
export function PortalBrand() {
  const m = useMessages();
  const { title } = usePortalMessages().portal;
  const variant = useSidebarVariant();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to="/" aria-label={m.common.logoAlt(site)} className="shrink-0 rounded-lg">
        <LogoMark />
      </Link>
      {variant === "rail" ? null : (
        <div className={variant === "drawer" ? "min-w-0 pr-10" : "min-w-0"}>
          <p className="truncate text-base font-bold leading-tight text-ink">{title}</p>
          <p className="truncate text-xs text-muted">{site.companyName}</p>
        </div>
      )}
    </div>
  );
}
