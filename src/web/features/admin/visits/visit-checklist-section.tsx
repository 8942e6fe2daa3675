import { useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { useChecklistMessages } from "~/i18n/checklist-messages";
import { useFormat } from "~/i18n/format";
import { useLocale } from "~/i18n/locale";
import { visitChecklistQuery } from "../api/checklists";

/** The visit's checklist on its admin page (decision 065): rooms, items done or not, by whom and when. */
export function VisitChecklistSection({ visitId }: { visitId: string }) {
  const t = useChecklistMessages().checklists;
  const locale = useLocale();
  const format = useFormat();
  const query = useQuery(visitChecklistQuery(visitId));
  const data = query.data;
  return (
    <section aria-labelledby="checklist-heading" data-card="checklist" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <h2 id="checklist-heading" className="flex items-center gap-2.5 text-base font-semibold text-ink">
        <ClipboardList aria-hidden="true" className="h-4 w-4" />
        {t.visit.heading}
        {data?.checklist && <span className="ms-auto text-sm font-medium text-muted">{t.visit.progress(data.checklist.done, data.checklist.total)}</span>}
      </h2>
      {query.isError && <p className="mt-3 text-sm text-ink">{t.visit.loadFailed}</p>}
      {data && !data.checklist && <p className="mt-3 text-sm text-muted">{t.visit.notOpened(t.services[data.service])}</p>}
      {data?.checklist && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {data.checklist.rooms.map((room) => (
            <div key={room.id}>
              <h3 className="text-sm font-bold text-ink">{room.name[locale]}</h3>
              <ul className="mt-1 space-y-1.5 text-sm">
                {room.items.map((item) => (
                  <li key={item.id} data-item={item.id} data-done={item.done ? "true" : "false"} className="flex gap-2">
                    <span aria-hidden="true" className={item.done ? "text-brand-700" : "text-muted"}>
                      {item.done ? "✓" : "○"}
                    </span>
                    <span className="min-w-0">
                      <span className="text-ink">{item.label[locale]}</span>
                      <span className="block text-xs text-muted">
                        {item.done && item.by && item.at
                          ? `${t.visit.doneBy(item.by, format.dateTime(item.at) ?? "")}${item.phoneAt && item.phoneAt !== item.at ? ` ${t.visit.phoneTime(format.time(item.phoneAt) ?? "")}` : ""}`
                          : t.visit.notDone}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
