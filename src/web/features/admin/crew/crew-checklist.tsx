import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CrewVisit } from "@shared/schemas/crew";
import { Button } from "~/components/ui/button";
import { useCrewChecklistMessages } from "~/i18n/crew-checklist-messages";
import { useLocale } from "~/i18n/locale";
import type { OutboxAction } from "~/lib/offline/outbox-store";
import { crewChecklistQuery, queueTick, useSentTicks, waitingTick } from "./checklist-api";

type Props = { visit: CrewVisit; today: string; actions: readonly OutboxAction[] };

/**
 * A visit's checklist on the cleaner's phone (decision 065): rooms as groups, each item a checkbox
 * in the cleaner's language. A tick waits on the phone until sent, and shows so. Open by itself for
 * today's scheduled visits; another visit's opens on demand (the first read takes its copy).
 */
export function CrewChecklist({ visit, today, actions }: Props) {
  const [open, setOpen] = useState(visit.date === today && visit.status === "scheduled");
  const t = useCrewChecklistMessages().crewChecklist;
  return (
    <details data-checklist={visit.id} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="mt-4 rounded-lg ring-1 ring-line">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-ink">{t.heading}</summary>
      {open && <ChecklistBody visit={visit} actions={actions} />}
    </details>
  );
}

function ChecklistBody({ visit, actions }: Omit<Props, "today">) {
  const t = useCrewChecklistMessages().crewChecklist;
  const locale = useLocale();
  const query = useQuery(crewChecklistQuery(visit.id));
  useSentTicks(visit.id);
  // A tick shows at once, while the outbox stores it (then its waiting action says the state).
  const [storing, setStoring] = useState<Record<string, boolean>>({});
  const checklist = query.data;
  if (!checklist)
    return query.isError ? (
      <div className="px-3 pb-3">
        <p role="alert" className="text-sm text-ink">
          {t.loadFailed}
        </p>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    ) : (
      <p role="status" className="px-3 pb-3 text-sm text-muted">
        {t.loading}
      </p>
    );

  const rooms = checklist.rooms.map((room) => ({
    ...room,
    items: room.items.map((item) => {
      const waiting = storing[item.id] ?? waitingTick(actions, visit.id, item.id);
      return { ...item, waiting: waiting !== undefined, done: waiting ?? item.done };
    }),
  }));
  const total = rooms.reduce((n, r) => n + r.items.length, 0);
  const done = rooms.reduce((n, r) => n + r.items.filter((i) => i.done).length, 0);
  const tick = async (itemId: string, checked: boolean, label: string) => {
    setStoring((all) => ({ ...all, [itemId]: checked }));
    try {
      await queueTick(visit.id, itemId, checked, (checked ? t.tickLabel : t.untickLabel)(label));
    } finally {
      setStoring(({ [itemId]: _, ...rest }) => rest);
    }
  };

  return (
    <div className="px-3 pb-3">
      <p data-progress className="text-sm font-semibold text-ink" aria-live="polite">
        {t.progress(done, total)}
      </p>
      {checklist.locked && <p className="mt-1 text-sm text-muted">{t.locked}</p>}
      {rooms.map((room) => (
        <fieldset key={room.id} className="mt-3">
          <legend className="text-sm font-bold text-ink">{room.name[locale]}</legend>
          <ul className="mt-1 space-y-1">
            {room.items.map((item) => {
              const label = item.label[locale];
              const id = `check-${visit.id}-${item.id}`;
              return (
                <li key={item.id} data-item={item.id} data-waiting={item.waiting ? "" : undefined}>
                  <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-ink">
                    <input
                      id={id}
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-700"
                      checked={item.done}
                      disabled={checklist.locked}
                      onChange={(e) => void tick(item.id, e.currentTarget.checked, label)}
                    />
                    <span className="min-w-0 break-words">{label}</span>
                  </label>
                  {item.waiting && <p className="ms-8 text-xs font-semibold text-muted">{t.waiting}</p>}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
