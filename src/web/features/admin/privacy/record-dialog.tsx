import { ClipboardPlus, Loader2, X } from "lucide-react";
import { useState } from "react";
import { businessDay } from "@shared/business-time";
import { PRIVACY_REQUEST_KINDS, STAFF_REQUEST_CHANNELS, staffPrivacyRequestSchema, type StaffPrivacyRequestInput } from "@shared/schemas/privacy";
import type { ClientSummary } from "@shared/schemas/clients";
import { Button } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { FormDialog, useDialogForm } from "../components/form-dialog";
import { useClientSearch } from "../components/use-client-search";
import { useRecordRequest } from "./privacy-api";

/** Search the clients by name, e-mail or phone, and choose one. */
function ClientSearch({ onPick, error }: { onPick: (client: ClientSummary) => void; error?: string }) {
  const d = useAdminMessages().admin.privacy.recordDialog;
  const { typed, setTyped, enabled, results, items } = useClientSearch("name");
  return (
    <div className="space-y-2">
      <FormField id="privacy-record-client" label={d.client} hint={d.clientHint} error={error}>
        {(a11y) => (
          <input {...a11y} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={200} autoComplete="off" className={controlClass} />
        )}
      </FormField>
      <div aria-live="polite" className="text-sm text-muted">
        {enabled && results.isFetching && !results.data ? (
          <p className="flex items-center gap-2">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {d.searching}
          </p>
        ) : enabled && items.length === 0 ? (
          <p>{d.noMatch}</p>
        ) : null}
      </div>
      {items.length ? (
        <ul className="max-h-56 divide-y divide-line overflow-y-auto rounded-lg ring-1 ring-line">
          {items.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{c.fullName}</span>
                <span className="block text-muted [overflow-wrap:anywhere]">{c.email ?? c.phoneNumber}</span>
              </span>
              <Button variant="secondary" size="sm" onClick={() => onPick(c)} aria-label={d.chooseClient(c.fullName)}>
                {d.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Record a request received by phone, e-mail or letter: the client, what, how, when, and a note. */
export function RecordDialog({ onClose }: { onClose: () => void }) {
  const p = useAdminMessages().admin.privacy;
  const d = p.recordDialog;
  const record = useRecordRequest();
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [values, setValues] = useState<Omit<StaffPrivacyRequestInput, "clientId">>({
    kind: "access",
    channel: "phone",
    receivedOn: businessDay(),
    details: "",
  });
  const form = useDialogForm(
    staffPrivacyRequestSchema,
    async (body) => {
      await record.mutateAsync(body);
      notify.success(d.recorded.title, d.recorded.description(client!.fullName));
      onClose();
    },
    d.failed,
  );
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      icon={ClipboardPlus}
      title={d.title}
      description={d.description}
      words={d}
      onSubmit={() => void form.submit({ ...values, clientId: client?.id ?? "" })}
    >
      {client ? (
        <div data-chosen-client className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-surface p-3 ring-1 ring-line">
          <p className="min-w-0 text-sm">
            <span className="block text-muted">{d.chosen}</span>
            <span className="block font-semibold text-ink">{client.fullName}</span>
            <span className="block text-muted [overflow-wrap:anywhere]">{client.email ?? client.phoneNumber}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => setClient(null)}>
            <X aria-hidden="true" className="h-4 w-4" />
            {d.change}
          </Button>
        </div>
      ) : (
        <ClientSearch onPick={setClient} error={form.errors.clientId} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="privacy-record-kind" label={d.kind} error={form.errors.kind}>
          {(a11y) => (
            <select {...a11y} value={values.kind} onChange={(e) => set({ kind: e.target.value as typeof values.kind })} className={controlClass}>
              {PRIVACY_REQUEST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {p.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="privacy-record-channel" label={d.channel} error={form.errors.channel}>
          {(a11y) => (
            <select {...a11y} value={values.channel} onChange={(e) => set({ channel: e.target.value as typeof values.channel })} className={controlClass}>
              {STAFF_REQUEST_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {p.channels[c]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TextField
        id="privacy-record-received"
        type="date"
        label={d.receivedOn}
        value={values.receivedOn}
        max={businessDay()}
        error={form.errors.receivedOn}
        onChange={(e) => set({ receivedOn: e.target.value })}
      />
      <FormField id="privacy-record-details" label={d.details} hint={d.detailsHint} error={form.errors.details}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            value={values.details ?? ""}
            onChange={(e) => set({ details: e.target.value })}
            className={cn(controlClass, "resize-y")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
