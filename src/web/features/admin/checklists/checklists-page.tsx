import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { CHECKLIST_SERVICES, type ChecklistRoom, type ChecklistService, type ChecklistTemplate } from "@shared/schemas/checklists";
import { Button } from "~/components/ui/button";
import { useChecklistMessages } from "~/i18n/checklist-messages";
import { useFormat } from "~/i18n/format";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useSession } from "~/lib/session";
import { Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { saveTemplate, templatesKey, templatesQuery } from "../api/checklists";

// /admin/checklists (decision 065): each service's checklist, room by room; owners add, rename,
// reorder and remove rooms and items and save the whole; office staff read it.

const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
};
const input = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink disabled:bg-surface";

export function ChecklistsPage() {
  const t = useChecklistMessages().checklists;
  const query = useQuery(templatesQuery());
  const [service, setService] = useState<ChecklistService>(CHECKLIST_SERVICES[0]);
  const template = query.data?.templates.find((x) => x.service === service);
  return (
    <AdminPage title={t.templates.title} description={t.templates.intro}>
      <label className="block max-w-md text-sm font-medium text-ink">
        {t.templates.service}
        <select className={input} value={service} onChange={(e) => setService(e.currentTarget.value as ChecklistService)}>
          {CHECKLIST_SERVICES.map((s) => (
            <option key={s} value={s}>
              {t.services[s]}
            </option>
          ))}
        </select>
      </label>
      {template ? <TemplateEditor key={`${service}-${template.updatedAt}`} template={template} /> : <Loading framed text={t.templates.loading} />}
    </AdminPage>
  );
}

function TemplateEditor({ template }: { template: ChecklistTemplate }) {
  const t = useChecklistMessages().checklists.templates;
  const format = useFormat();
  const isOwner = useSession().data?.role === "owner";
  const queryClient = useQueryClient();
  const [rooms, setRooms] = useState<ChecklistRoom[]>(template.rooms);
  const save = useMutation({
    mutationFn: () => saveTemplate(template.service, rooms),
    onSuccess: async () => {
      notify.success(t.saved);
      await queryClient.invalidateQueries({ queryKey: templatesKey });
    },
    onError: (error) => notify.error(error instanceof ApiError ? error.message : String(error)),
  });
  const setRoom = (r: number, change: (room: ChecklistRoom) => ChecklistRoom) => setRooms((all) => all.map((room, i) => (i === r ? change(room) : room)));
  const disabled = !isOwner;

  return (
    <form
      className="mt-6 space-y-5"
      aria-label={t.title}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-sm text-muted">
        {template.updatedBy && template.updatedAt ? t.lastChange(template.updatedBy, format.dateTime(template.updatedAt) ?? "") : t.defaultTemplate}
      </p>
      {!isOwner && <p className="rounded-md bg-surface p-3 text-sm text-ink">{t.readOnly}</p>}
      {rooms.map((room, r) => {
        const roomName = room.name.en || t.room(r + 1);
        return (
          <fieldset key={room.id} data-room={room.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
            <legend className="px-1 text-sm font-bold text-ink">{t.room(r + 1)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="text-sm font-medium text-ink">
                {t.roomEn}
                <input
                  className={input}
                  disabled={disabled}
                  value={room.name.en}
                  onChange={(e) => setRoom(r, (x) => ({ ...x, name: { ...x.name, en: e.target.value } }))}
                />
              </label>
              <label className="text-sm font-medium text-ink">
                {t.roomFr}
                <input
                  className={input}
                  disabled={disabled}
                  value={room.name.fr}
                  onChange={(e) => setRoom(r, (x) => ({ ...x, name: { ...x.name, fr: e.target.value } }))}
                />
              </label>
            </div>
            {isOwner && (
              <div className="mt-2 flex flex-wrap gap-1">
                <IconButton label={t.up(roomName)} onClick={() => setRooms((all) => move(all, r, r - 1))} icon={<ArrowUp className="size-4" />} />
                <IconButton label={t.down(roomName)} onClick={() => setRooms((all) => move(all, r, r + 1))} icon={<ArrowDown className="size-4" />} />
                <IconButton label={t.remove(roomName)} onClick={() => setRooms((all) => all.filter((_, i) => i !== r))} icon={<Trash2 className="size-4" />} />
              </div>
            )}
            <h2 className="mt-4 text-sm font-semibold text-ink">{t.items}</h2>
            <ol className="mt-2 space-y-3">
              {room.items.map((item, i) => {
                const itemName = item.label.en || t.newItem;
                const setItem = (change: (label: ChecklistRoom["items"][number]["label"]) => ChecklistRoom["items"][number]["label"]) =>
                  setRoom(r, (x) => ({ ...x, items: x.items.map((it, j) => (j === i ? { ...it, label: change(it.label) } : it)) }));
                return (
                  <li key={item.id} data-item={item.id} className="grid gap-2 border-t border-line pt-3 sm:grid-cols-[1fr_1fr_auto]">
                    <label className="text-sm text-ink">
                      {t.itemEn}
                      <input className={input} disabled={disabled} value={item.label.en} onChange={(e) => setItem((l) => ({ ...l, en: e.target.value }))} />
                    </label>
                    <label className="text-sm text-ink">
                      {t.itemFr}
                      <input className={input} disabled={disabled} value={item.label.fr} onChange={(e) => setItem((l) => ({ ...l, fr: e.target.value }))} />
                    </label>
                    {isOwner && (
                      <div className="flex items-end gap-1">
                        <IconButton
                          label={t.up(itemName)}
                          onClick={() => setRoom(r, (x) => ({ ...x, items: move(x.items, i, i - 1) }))}
                          icon={<ArrowUp className="size-4" />}
                        />
                        <IconButton
                          label={t.down(itemName)}
                          onClick={() => setRoom(r, (x) => ({ ...x, items: move(x.items, i, i + 1) }))}
                          icon={<ArrowDown className="size-4" />}
                        />
                        <IconButton
                          label={t.remove(itemName)}
                          onClick={() => setRoom(r, (x) => ({ ...x, items: x.items.filter((_, j) => j !== i) }))}
                          icon={<Trash2 className="size-4" />}
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            {isOwner && (
              <Button
                type="button"
                variant="secondary"
                className="mt-3"
                onClick={() => setRoom(r, (x) => ({ ...x, items: [...x.items, { id: newId("item"), label: { en: "", fr: "" } }] }))}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t.addItem} ({roomName})
              </Button>
            )}
          </fieldset>
        );
      })}
      {isOwner && (
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setRooms((all) => [...all, { id: newId("room"), name: { en: "", fr: "" }, items: [{ id: newId("item"), label: { en: "", fr: "" } }] }])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addRoom}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      )}
    </form>
  );
}

function IconButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </Button>
  );
}
