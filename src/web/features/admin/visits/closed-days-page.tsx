import { useQuery } from "@tanstack/react-query";
import { CalendarOff, ChevronLeft, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { businessDay } from "@shared/business-time";
import { closedDayCreateSchema, type ClosedDayEntry } from "@shared/schemas/closed-days";
import { BusyButton } from "~/components/ui/busy-button";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { formatDate } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { InfoCard } from "../components/info-card";
import { LoadFailed, Loading } from "../list-kit/states";
import { notifySaveFailed } from "../server-message";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { closedDaysQuery, useAddClosedDay, useRemoveClosedDay } from "./closed-days-api";
import { VisitsActions } from "./view-switch";

const dayText = (date: string) => formatDate(date) ?? date;

function AddClosedDay() {
  const m = useAdminMessages().admin.visits.closedDays;
  const add = useAddClosedDay();
  const checkSession = useSessionCheck();
  const [values, setValues] = useState({ date: "", name: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = closedDayCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const { day } = await add.mutateAsync(parsed.data);
      notify.success(m.added.title, m.added.description(dayText(day.date)));
      setValues({ date: "", name: "" });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) setErrors(err.fields);
      notifySaveFailed(err, m.failed);
      checkSession(err);
    }
  };
  return (
    <InfoCard id="add-closed-day" title={m.add.heading} icon={Plus}>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
        <TextField
          id="closed-day-date"
          type="date"
          label={m.add.date}
          value={values.date}
          min={businessDay()}
          error={errors.date}
          onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
        />
        <TextField
          id="closed-day-name"
          label={m.add.name}
          hint={m.add.hint}
          value={values.name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <BusyButton type="submit" busy={add.isPending} busyText={m.add.busy} icon={Plus} className="sm:mt-7">
          {m.add.submit}
        </BusyButton>
      </form>
    </InfoCard>
  );
}

function Row({ day }: { day: ClosedDayEntry }) {
  const m = useAdminMessages().admin.visits.closedDays;
  const remove = useRemoveClosedDay();
  const checkSession = useSessionCheck();
  const where = day.provinces === null ? m.where.company : day.provinces.length === 2 ? m.where.both : m.where[day.provinces[0]!];
  const onRemove = async () => {
    try {
      await remove.mutateAsync(day.id!);
      notify.success(m.removed.title, m.removed.description(dayText(day.date)));
    } catch (err) {
      notifySaveFailed(err, m.failed);
      checkSession(err);
    }
  };
  return (
    <li data-closed-day={day.date} data-company={day.id !== null} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{day.name}</p>
        <p className="text-sm text-muted">
          {dayText(day.date)} · {where}
        </p>
      </div>
      {day.id ? (
        <Button variant="secondary" size="sm" onClick={() => void onRemove()} disabled={remove.isPending} aria-label={m.remove(day.name, dayText(day.date))}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {m.removeShort}
        </Button>
      ) : (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-200">{m.statutory}</span>
      )}
    </li>
  );
}

/** /admin/visits/closed-days: a year's closed days (?year=), and a form to close a day (decision 051). */
export function ClosedDaysPage() {
  const m = useAdminMessages().admin.visits;
  const c = m.closedDays;
  const [params, setParams] = useSearchParams();
  const thisYear = Number(businessDay().slice(0, 4));
  const asked = Number(params.get("year"));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const list = useQuery(closedDaysQuery(`${year}-01-01`, `${year}-12-31`));
  const go = (y: number) => setParams(y === thisYear ? {} : { year: String(y) }, { preventScrollReset: true });
  return (
    <AdminPage title={c.title} description={c.intro} actions={<VisitsActions />}>
      <AddClosedDay />
      <section aria-labelledby="closed-days-year" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="closed-days-year" className="flex items-center gap-2.5 text-base font-semibold text-ink">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <CalendarOff aria-hidden="true" className="h-4 w-4" />
            </span>
            {c.year(String(year))}
          </h2>
          <nav aria-label={c.navLabel} className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => go(year - 1)}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {c.previous}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(year + 1)}>
              {c.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </nav>
        </div>
        {list.isError && !list.data ? (
          <LoadFailed text={c.loadFailed} retry={c.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : !list.data ? (
          <Loading text={c.loading} />
        ) : list.data.days.length === 0 ? (
          <p className="mt-4 text-muted">{c.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line">
            {list.data.days.map((day) => (
              <Row key={`${day.date}-${day.id ?? day.name}`} day={day} />
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
