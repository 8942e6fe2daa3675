import { useQuery } from "@tanstack/react-query";
import { MailCheck, MailX, Megaphone } from "lucide-react";
import { useState } from "react";
import { NEWS_CONSENT, UNSUBSCRIBE_WORDS, type ConsentAction } from "@shared/consent";
import type { ClientLanguage } from "@shared/schemas/clients";
import type { ConsentRecordView, ConsentStateView } from "@shared/schemas/consents";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { clientConsentQuery, useRecordConsent } from "../api/consent";
import { FormDialog } from "../components/form-dialog";
import { InfoCard } from "../components/info-card";
import { StatusPill, TONES } from "../components/status-pill";
import { serverMessage } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";

// The consent of the client's address to news and offers (decision 057): the state now (express
// since, implied until, withdrawn on, none), the ledger's history, and a consent given or
// withdrawn by phone, recorded by staff with the words read to the client.

const day = (iso: string) => formatDate(iso) ?? iso;

function StateLine({ state }: { state: ConsentStateView }) {
  const m = useAdminMessages().admin.consent;
  const receives = state.kind === "express" || state.kind === "implied";
  const words =
    state.kind === "express"
      ? m.states.express(day(state.since))
      : state.kind === "implied"
        ? m.states.implied(state.basis, day(state.until))
        : state.kind === "withdrawn"
          ? m.states.withdrawn(day(state.since))
          : state.lapsedOn
            ? m.states.lapsed(day(state.lapsedOn))
            : m.states.none;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <StatusPill tone={receives ? TONES.green : state.kind === "withdrawn" ? TONES.red : TONES.slate} data-consent-state={state.kind}>
        {receives ? m.receives : m.doesNotReceive}
      </StatusPill>
      <span data-consent-words className="text-sm font-medium text-ink">
        {words}
      </span>
    </div>
  );
}

function Record({ r }: { r: ConsentRecordView }) {
  const { consent: m, clients } = useAdminMessages().admin;
  return (
    <li data-consent-record={r.action} className="py-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-ink">{m.actions[r.action]}</span>
        <time dateTime={r.at} className="text-muted">
          {formatDateTime(r.at) ?? r.at}
        </time>
      </p>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted">{m.columns.source}</dt>
        <dd className="text-ink">
          {m.sources[r.source]}
          {r.recordedBy ? `, ${m.recordedBy(r.recordedBy)}` : ""}
        </dd>
        <dt className="text-muted">{m.columns.language}</dt>
        <dd className="text-ink">{clients.languages[r.language]}</dd>
        <dt className="text-muted">{m.columns.words}</dt>
        <dd lang={r.language} className="break-words text-ink">
          “{r.wording}” <span className="text-xs text-muted">({r.wordingVersion})</span>
        </dd>
        {r.ip ? (
          <>
            <dt className="text-muted">{m.columns.ip}</dt>
            <dd className="break-all text-ink">{r.ip}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function RecordButton({ clientId, action, language }: { clientId: string; action: ConsentAction; language: ClientLanguage }) {
  const m = useAdminMessages().admin.consent;
  const record = useRecordConsent(clientId);
  const sessionCheck = useSessionCheck();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const words = (action === "given" ? NEWS_CONSENT : UNSUBSCRIBE_WORDS).words[language](site.companyName);
  const Icon = action === "given" ? MailCheck : MailX;
  const confirm = async () => {
    setAlert(null);
    try {
      await record.mutateAsync({ action });
      setOpen(false);
      notify.success(m.recorded.title, words);
    } catch (err) {
      sessionCheck(err);
      setAlert(serverMessage(err) ?? m.recordDialog.failed);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => (setAlert(null), setOpen(true))}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {m.record[action]}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        form={{ pending: record.isPending, alert }}
        tone={action === "given" ? "primary" : "danger"}
        icon={Icon}
        title={m.recordDialog[action].title}
        description={
          <>
            {m.recordDialog[action].description}{" "}
            <q lang={language} className="font-medium text-ink">
              {words}
            </q>
          </>
        }
        words={m.recordDialog.words}
        onSubmit={() => void confirm()}
      />
    </>
  );
}

/** The client page's card: the state, the buttons to record a phone call, and every record, oldest first. */
export function ClientConsentCard({ clientId, language }: { clientId: string; language: ClientLanguage }) {
  const m = useAdminMessages().admin.consent;
  const consent = useQuery(clientConsentQuery(clientId));
  const data = consent.data;
  return (
    <InfoCard id="consent" title={m.heading} icon={Megaphone} className="lg:col-span-2">
      {!data ? (
        <p role={consent.isError ? "alert" : "status"} className="mt-4 text-sm text-muted">
          {consent.isError ? m.loadFailed : m.loading}
        </p>
      ) : data.email === null ? (
        <p className="mt-4 text-sm text-muted">{m.noEmail}</p>
      ) : (
        <>
          <StateLine state={data.state} />
          <div className="mt-4 flex flex-wrap gap-2">
            <RecordButton clientId={clientId} action="given" language={language} />
            <RecordButton clientId={clientId} action="withdrawn" language={language} />
          </div>
          <h3 className="mt-6 text-sm font-semibold text-ink">{m.history}</h3>
          {data.records.length ? (
            <ol className="divide-y divide-line">
              {data.records.map((r) => (
                <Record key={r.id} r={r} />
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-muted">{m.noHistory}</p>
          )}
        </>
      )}
    </InfoCard>
  );
}
