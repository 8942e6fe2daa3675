import { Check, Copy } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";

/** `value` with line-break chances after an "@" and before a "." (a long e-mail address wraps at its parts at 390 px). */
function breakable(value: string) {
  const parts = value.replace(/@/g, "@\n").replace(/\./g, "\n.").split("\n");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * One detail of the e-Transfer (address, amount, message) in a description list, with a Copy
 * button named after it ("Copy amount"); `copyValue` is what goes on the clipboard when it differs
 * from what is shown ("252.00" for "$252.00", as banks want it). Copied or not, it says so.
 */
export function CopyRow({
  name,
  label,
  copyLabel,
  value,
  copyValue = value,
}: {
  name: string;
  label: string;
  copyLabel: string;
  value: string;
  copyValue?: string;
}) {
  const m = usePortalMessages().portal.invoice.pay.etransfer;
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 4_000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue);
      setState("copied");
    } catch {
      // No clipboard (an insecure page, a refused permission): the value is on screen to select.
      setState("failed");
    }
  };

  return (
    <div data-copy={name} className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span data-value className="min-w-0 font-semibold text-ink select-all [overflow-wrap:anywhere]">
          {breakable(value)}
        </span>
        <span className="flex items-center gap-3">
          <span role="status" className="text-xs font-medium text-muted empty:hidden">
            {state === "copied" ? m.copied : state === "failed" ? m.copyFailed : ""}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {state === "copied" ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
            {m.copy}
            <span className="sr-only"> {copyLabel}</span>
          </Button>
        </span>
      </dd>
    </div>
  );
}
