import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { BUSINESS_TIME_ZONE } from "@shared/business-time";
import type { Locale } from "@shared/locale";
import { localeFormat } from "@shared/locale-format";
import { PAY_PERIOD_KINDS, formatHours, type PayPeriodKind, type Timesheet, type TimesheetCleaner, type TimesheetEntry } from "@shared/schemas/timesheets";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { timesheetMessages, type TimesheetMessages } from "~/i18n/timesheets-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useSession } from "~/lib/session";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../use-failure-toast";
import { MissingEntries } from "./add-entry";
import { EntryCorrection } from "./entry-correction";
import { timesheetCsvUrl, timesheetQuery, useSetPayPeriod } from "./timesheets-api";

const clock = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const time = (iso: string | null) => (iso ? clock.format(new Date(iso)) : "—");

/** /admin/timesheets: a pay period's hours per cleaner, each entry with its flags; an owner corrects an entry and sets the pay period. */
export function TimesheetsPage() {
  const session = useSession().data;
  const m = timesheetMessages(session?.language ?? "en");
  const [search, setSearch] = useSearchParams();
  const date = search.get("date");
  const query = useQuery(timesheetQuery(date));
  useFailureToast(query, () => notify.error(m.failed));
  const sheet = query.data;
  const go = (day: string) => setSearch({ date: day });

  return (
    <AdminPage
      title={m.title}
      description={m.intro}
      actions={
        sheet ? (
          <a href={timesheetCsvUrl(sheet.period.start)} download className={buttonVariants({ variant: "secondary" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {m.downloadCsv}
          </a>
        ) : null
      }
    >
      {!sheet ? (
        <p role="status" className="text-muted">
          {query.isError ? m.failed : m.loading}
        </p>
      ) : (
        <div className="space-y-6">
          <nav aria-label={m.settings} className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => go(sheet.previous.start)}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {m.previous}
            </Button>
            <h2 className="order-first w-full text-lg font-semibold text-ink sm:order-none sm:w-auto" data-testid="period">
              {m.period(sheet.period.start, sheet.period.end)}
            </h2>
            <Button variant="secondary" onClick={() => go(sheet.next.start)}>
              {m.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </nav>
          <MissingEntries key={sheet.period.start} sheet={sheet} m={m} />
          {sheet.cleaners.length === 0 ? <p className="text-muted">{m.none}</p> : null}
          {sheet.cleaners.map((c) => (
            <CleanerHours key={c.userId ?? c.name} cleaner={c} sheet={sheet} m={m} />
          ))}
          <CrewTips tips={sheet.tips} m={m} locale={session?.language ?? "en"} />
          {sheet.canCorrect ? <PayPeriodForm sheet={sheet} m={m} /> : <p className="text-sm text-muted">{m.readOnly}</p>}
        </div>
      )}
    </AdminPage>
  );
}

function CleanerHours({ cleaner, sheet, m }: { cleaner: TimesheetCleaner; sheet: Timesheet; m: TimesheetMessages }) {
  const headingId = `cleaner-${cleaner.userId ?? cleaner.name}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6" data-cleaner={cleaner.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {cleaner.name}
        </h2>
        <p className="font-semibold text-ink" data-testid="total">
          {m.total}: {m.hours(formatHours(cleaner.totalCentihours))}
        </p>
      </div>
      <h3 className="sr-only">{m.perDay}</h3>
      <ul className="mt-3 grid grid-cols-4 gap-2 text-sm sm:grid-cols-7" aria-label={m.perDay}>
        {sheet.days.map((d) => (
          <li key={d} className="rounded-md bg-surface px-2 py-1.5">
            <span className="block text-muted">{d.slice(5)}</span>
            <span className="font-medium text-ink">{formatHours(cleaner.days[d] ?? 0)}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{m.entries}</h3>
      <ul className="mt-2 divide-y divide-line">
        {cleaner.entries.map((e) => (
          <EntryRow key={`${e.visitId}-${e.start}`} entry={e} cleaner={cleaner} canCorrect={sheet.canCorrect} m={m} />
        ))}
      </ul>
    </section>
  );
}

function EntryRow({ entry: e, cleaner, canCorrect, m }: { entry: TimesheetEntry; cleaner: TimesheetCleaner; canCorrect: boolean; m: TimesheetMessages }) {
  const [open, setOpen] = useState(false);
  const client = e.clientName ?? m.erasedClient;
  return (
    <li className="py-3" data-entry={e.visitId ?? ""}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {client} · {e.date} · {e.service}
          </p>
          <p className="text-sm text-ink">
            {/* An added entry had no check-in: its times are the owner's start and end. */}
            {e.checkedInAt ? m.checkedIn : m.start} {time(e.start)} – {e.end ? `${e.checkedInAt ? m.checkedOut : m.end} ${time(e.end)}` : m.noCheckOut}
            {" · "}
            <span className="font-semibold">{e.centihours === null ? m.notCounted : m.hours(formatHours(e.centihours))}</span>
          </p>
          {e.correction ? (
            <>
              <p className="text-sm text-brand-800">{(e.correction.kind === "added" ? m.addedBy : m.correctedBy)(e.correction.byName, e.correction.reason)}</p>
              {e.checkedInAt ? <p className="text-xs text-muted">{m.recorded(time(e.checkedInAt), time(e.checkedOutAt))}</p> : null}
            </>
          ) : null}
          {e.flags.length ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {e.flags.map((f) => (
                <li key={f} className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
                  {m.flags[f]}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {canCorrect && e.visitId && cleaner.userId && !open ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={m.correctEntry(cleaner.name, client)}>
            {m.correct}
          </Button>
        ) : null}
      </div>
      {open && cleaner.userId ? <EntryCorrection entry={e} cleanerUserId={cleaner.userId} m={m} onDone={() => setOpen(false)} /> : null}
    </li>
  );
}

/** The tips for the crew paid in the period (decision 075), per cleaner, and those no crew can be found for. */
function CrewTips({ tips, m, locale }: { tips: Timesheet["tips"]; m: TimesheetMessages; locale: Locale }) {
  const t = m.tips;
  const amount = localeFormat(locale).money;
  const empty = tips.cleaners.length === 0 && tips.unattributed.length === 0;
  return (
    <section aria-labelledby="crew-tips" data-tips className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6">
      <h2 id="crew-tips" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {empty ? (
        <p className="mt-3 text-sm text-muted">{t.none}</p>
      ) : (
        <table className="mt-3 w-full max-w-md text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1.5 font-medium">
                {t.cleaner}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {tips.cleaners.map((c) => (
              <tr key={c.userId} data-tip={c.name} className="border-t border-line">
                <th scope="row" className="py-2 text-left font-medium text-ink">
                  {c.name}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums text-ink">{amount(c.tipCents)}</td>
              </tr>
            ))}
            {tips.unattributed.map((u, i) => (
              <tr key={`${u.invoiceId}-${i}`} data-tip-unattributed className="border-t border-line">
                <th scope="row" className="py-2 text-left font-normal text-muted">
                  {t.unattributed(u.invoiceNumber)}
                </th>
                <td className="py-2 text-right font-semibold tabular-nums text-ink">{amount(u.tipCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PayPeriodForm({ sheet, m }: { sheet: Timesheet; m: TimesheetMessages }) {
  const [kind, setKind] = useState<PayPeriodKind>(sheet.settings.kind);
  const [startsOn, setStartsOn] = useState(sheet.settings.startsOn);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetPayPeriod();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { kind, startsOn },
      {
        onSuccess: () => (setErrors({}), notify.success(m.settingsSaved)),
        onError: (err) => setErrors(err instanceof ApiError ? (err.fields ?? {}) : {}),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-3 sm:items-end sm:p-6"
      aria-labelledby="pay-period"
    >
      <h2 id="pay-period" className="text-lg font-semibold text-ink sm:col-span-3">
        {m.settings}
      </h2>
      <FormField id="pay-period-kind" label={m.kind} error={errors.kind}>
        {(a11y) => (
          <select {...a11y} className={controlClass} value={kind} onChange={(e) => setKind(e.target.value as PayPeriodKind)}>
            {PAY_PERIOD_KINDS.map((k) => (
              <option key={k} value={k}>
                {m.kinds[k]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField id="pay-period-start" label={m.startsOn} type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} error={errors.startsOn} />
      <Button type="submit" disabled={save.isPending}>
        {m.saveSettings}
      </Button>
    </form>
  );
}
