import { Loader2, RefreshCw, WifiOff } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";

/** Shown while the sign-in state loads: a spinner only, so neither the form nor the shell flashes. `label`: what it waits for, when not the sign-in. */
export function GateSpinner({ label }: { label?: string }) {
  const checking = useAdminMessages().adminAuth.checking;
  const text = label ?? checking;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface">
      <div role="status" aria-label={text} className="flex flex-col items-center gap-3">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
        <span className="sr-only">{text}</span>
      </div>
    </main>
  );
}

/** The session could not be read at all (server down, network gone): say so and offer a retry. */
export function GateLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const m = useAdminMessages().adminAuth.loadFailed;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface px-4">
      <div role="alert" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <WifiOff aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />
        <h1 className="mt-4 text-xl font-bold text-ink">{m.title}</h1>
        <p className="mt-2 text-muted">{m.text}</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
          {m.retry}
        </Button>
      </div>
    </main>
  );
}
