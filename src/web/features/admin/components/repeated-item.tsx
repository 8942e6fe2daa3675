import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

type Props = {
  legend: ReactNode;
  /** Remove's words (`label` names the item for a screen reader); off while it is the last one left. */
  remove: { words: string; label: string; onClick: () => void; disabled: boolean };
  children: ReactNode;
  [data: `data-${string}`]: string | number;
};

/** One of a form's list of like parts (a quote's line, a client's address): its legend, Remove, then its fields. */
export function RepeatedItem({ legend, remove, children, ...data }: Props) {
  return (
    <li {...data}>
      <fieldset className="rounded-lg bg-surface p-4 ring-1 ring-line">
        <legend className="float-left pt-1.5 text-sm font-semibold text-ink">{legend}</legend>
        <Button variant="dangerSecondary" size="sm" className="float-right" onClick={remove.onClick} disabled={remove.disabled} aria-label={remove.label}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          <span className="max-sm:sr-only">{remove.words}</span>
        </Button>
        {children}
      </fieldset>
    </li>
  );
}
