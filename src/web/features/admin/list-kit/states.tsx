import { Inbox, Loader2, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// What a list (or a page that reads one record) shows instead of its rows.

const card = "rounded-xl bg-white shadow-sm ring-1 ring-line";

/** A list's empty state: nothing stored yet ("none"), or nothing matching the filters ("filtered"). */
export function ListEmpty({ kind, title, hint, children }: { kind: "none" | "filtered"; title: string; hint: string; children?: ReactNode }) {
  const Icon = kind === "none" ? Inbox : SearchX;
  return (
    <div data-empty={kind} className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1.5 max-w-lg text-sm text-muted">{hint}</p>
      {children}
    </div>
  );
}

/** A read that failed, with a way to try again; `framed` draws its own card. */
export function LoadFailed({
  text,
  retry,
  onRetry,
  retrying,
  framed = false,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
  retrying: boolean;
  framed?: boolean;
}) {
  return (
    <div role="alert" className={cn("flex flex-col items-center px-6 py-14 text-center", framed && card)}>
      <p className="text-lg font-semibold text-ink">{text}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        {retry}
      </Button>
    </div>
  );
}

/** A read under way; `framed` draws its own card. */
export function Loading({ text, framed = false }: { text: string; framed?: boolean }) {
  return (
    <p role="status" className={cn("flex items-center justify-center gap-2 px-6 py-14 text-muted", framed && card)}>
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {text}
    </p>
  );
}
