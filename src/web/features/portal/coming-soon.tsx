import { Info, type LucideIcon } from "lucide-react";
import { telHref } from "@shared/format";
import { Button } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { site } from "~/site";

export type SoonAction = { label: string; icon: LucideIcon; primary?: boolean };

/**
 * Actions the portal does not offer yet (Download PDF, Accept Quote, Pay Now): shown, disabled,
 * and described by a visible "Available soon" so nobody takes them for broken buttons.
 */
export function SoonActions({ id, actions }: { id: string; actions: SoonAction[] }) {
  const m = usePortalMessages().portal;
  const hintId = `${id}-soon`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {actions.map(({ label, icon: Icon, primary }) => (
        <Button key={label} variant={primary ? "primary" : "secondary"} size="sm" disabled aria-describedby={hintId}>
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </Button>
      ))}
      <span id={hintId} className="text-xs font-medium text-muted">
        {m.comingSoon}
      </span>
    </div>
  );
}

/** The note above a list explaining the disabled actions, with the support phone to call meanwhile. */
export function SoonNote({ text }: { text: { before: string; after: string } }) {
  return (
    <p className="flex items-start gap-2.5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-100">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <span>
        {text.before}{" "}
        <a href={telHref(site.supportPhone)} className="whitespace-nowrap font-semibold underline underline-offset-2 hover:text-brand-700">
          {site.supportPhone}
        </a>{" "}
        {text.after}
      </span>
    </p>
  );
}
