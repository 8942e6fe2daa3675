import { Button } from "~/components/ui/button";
import { useFormat } from "~/i18n/format";
import { useOutboxMessages } from "~/i18n/outbox-messages";
import { heldBack } from "~/lib/offline/queue-order";
import { useOutbox } from "~/lib/offline/use-outbox";
import type { Outbox } from "~/lib/offline/outbox";

/**
 * What waits on the phone to be sent (decision 062): a count, why nothing goes (no connection, an
 * ended session), and each change with its state; a refused one says the server's words and can be
 * tried again or discarded. `outbox`: the page's own unless given.
 */
export function OutboxStatus({ outbox }: { outbox?: Outbox }) {
  const { outbox: t } = useOutboxMessages();
  const format = useFormat();
  const { actions, online, signedOut, retry, discard } = useOutbox(outbox);
  const held = new Set(heldBack(actions));
  return (
    <section aria-labelledby="outbox-heading" className="rounded-lg border border-line bg-white p-4">
      <h2 id="outbox-heading" className="text-base font-semibold text-ink">
        {t.heading}
      </h2>
      <p role="status" className="mt-1 text-sm text-ink">
        {actions.length ? t.count(actions.length) : t.allSent}
      </p>
      {!online && actions.length > 0 && <p className="mt-2 text-sm text-ink">{t.offline}</p>}
      {signedOut && <p className="mt-2 text-sm font-semibold text-red-700">{t.signedOut}</p>}
      {actions.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {actions.map((action) => (
            <li key={action.id} className="py-2 text-sm">
              <p className="font-medium text-ink">{action.label}</p>
              <p className="text-muted">{t.madeAt(format.time(action.createdAt) ?? action.createdAt)}</p>
              {action.state === "failed" ? (
                <>
                  <p className="text-red-700">
                    {t.refused} {action.failure?.message}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button size="sm" aria-label={`${t.retry}: ${action.label}`} onClick={() => void retry(action.id)}>
                      {t.retry}
                    </Button>
                    <Button size="sm" variant="dangerSecondary" aria-label={`${t.discard}: ${action.label}`} onClick={() => void discard(action.id)}>
                      {t.discard}
                    </Button>
                  </div>
                </>
              ) : (
                <p className="text-muted">{held.has(action) ? t.heldBack : action.state === "sending" ? t.sending : t.waiting}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
