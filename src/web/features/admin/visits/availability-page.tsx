import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { businessDay } from "@shared/business-time";
import { adminPaths } from "@shared/admin-paths";
import type { StaffAvailability, TimeOffVisit } from "@shared/schemas/staff-availability";
import { Button } from "~/components/ui/button";
import { TextField, controlClass } from "~/components/ui/form-field";
import { useCrewAssignMessages } from "~/i18n/crew-assign-messages";
import { useFormat } from "~/i18n/format";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { availabilityQuery, useAvailabilityChange } from "./availability-api";
import { VisitsActions } from "./view-switch";

type DayDraft = { on: boolean; start: string; end: string };
/** Narrower padding: "09:00 AM" and the clock button fit a phone's half width. */
const timeClass = cn(controlClass, "px-2");

/** The working days as tick boxes with a start and an end each. */
function WorkingHours({ member }: { member: StaffAvailability }) {
  const t = useCrewAssignMessages().availability;
  const change = useAvailabilityChange();
  const [days, setDays] = useState<DayDraft[]>(() =>
    t.days.map((_, i) => {
      const set = member.hours?.find((h) => h.weekday === i + 1);
      return { on: Boolean(set), start: set?.start ?? "09:00", end: set?.end ?? "17:00" };
    }),
  );
  const [error, setError] = useState<string>();
  const put = (i: number, patch: Partial<DayDraft>) => setDays((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const body = { days: days.flatMap((d, i) => (d.on ? [{ weekday: i + 1, start: d.start, end: d.end }] : [])) };
    try {
      await change.hours.mutateAsync({ userId: member.userId, body });
      notify.success(t.saved, "");
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields?.days ?? err.message) : String(err));
    }
  };
  const id = (part: string, i: number) => `hours-${member.userId}-${part}-${i}`;
  return (
    <form noValidate onSubmit={(e) => void save(e)} data-hours={member.name} className="space-y-2">
      {member.hours === null ? <p className="text-sm text-muted">{t.notSet}</p> : null}
      <div className="grid gap-2">
        {days.map((d, i) => (
          // Wide enough for "09:00 AM" and the clock button; on a phone the day has its own line.
          <div key={i} className="grid grid-cols-2 items-center gap-2 text-sm sm:grid-cols-[minmax(0,1fr)_9.5rem_9.5rem]">
            <label htmlFor={id("on", i)} className="col-span-2 inline-flex items-center gap-2 text-ink sm:col-span-1">
              <input id={id("on", i)} type="checkbox" checked={d.on} onChange={(e) => put(i, { on: e.target.checked })} className="h-4 w-4 accent-brand-700" />
              <span className="sr-only">{t.works(t.days[i]!)}</span>
              <span aria-hidden="true">{t.days[i]}</span>
            </label>
            <input
              type="time"
              aria-label={t.start(t.days[i]!)}
              value={d.start}
              disabled={!d.on}
              onChange={(e) => put(i, { start: e.target.value })}
              className={timeClass}
            />
            <input
              type="time"
              aria-label={t.end(t.days[i]!)}
              value={d.end}
              disabled={!d.on}
              onChange={(e) => put(i, { end: e.target.value })}
              className={timeClass}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={change.hours.isPending}>
        {t.save}
      </Button>
    </form>
  );
}

/** The member's visits booked during a time off (booked before it, or confirmed): each opens its page to change the crew. */
function VisitsDuring({ visits }: { visits: TimeOffVisit[] }) {
  const t = useCrewAssignMessages().availability;
  const format = useFormat();
  return (
    <div data-time-off-visits className="mt-1 rounded-md bg-amber-50 p-2 text-amber-950 ring-1 ring-inset ring-amber-300">
      <p>{t.visitsDuring(visits.length)}</p>
      <ul className="mt-1 space-y-1">
        {visits.map((v) => (
          <li key={v.id}>
            <Link to={adminPaths.visitView(v.id)} className="font-medium underline underline-offset-2">
              {t.visitDuring(
                format.date(v.date) ?? v.date,
                format.clockTime(v.windowStart) ?? v.windowStart,
                format.clockTime(v.windowEnd) ?? v.windowEnd,
                v.clientName,
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The member's time off from today on, each removable with the visits booked during it, and a form to add one. */
function TimeOffList({ member }: { member: StaffAvailability }) {
  const t = useCrewAssignMessages().availability;
  const change = useAvailabilityChange();
  const [values, setValues] = useState({ startDate: "", endDate: "", reason: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await change.addTimeOff.mutateAsync({ userId: member.userId, body: values });
      setValues({ startDate: "", endDate: "", reason: "" });
      notify.success(t.added, "");
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else notify.error(err instanceof Error ? err.message : String(err), "");
    }
  };
  const id = (part: string) => `time-off-${member.userId}-${part}`;
  // Long dates in the reader's language; a single day once.
  const format = useFormat();
  const day = (date: string) => format.date(date) ?? date;
  const dates = (o: { startDate: string; endDate: string }) => (o.startDate === o.endDate ? day(o.startDate) : `${day(o.startDate)} – ${day(o.endDate)}`);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-ink">{t.timeOffHeading}</h3>
      {member.timeOff.length ? (
        <ul className="space-y-1 text-sm">
          {member.timeOff.map((o) => (
            <li key={o.id} data-time-off>
              <div className="flex items-center justify-between gap-2">
                <span>
                  {dates(o)}
                  {o.reason ? <span className="text-muted"> ({o.reason})</span> : null}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.remove(dates(o))}
                  disabled={change.removeTimeOff.isPending}
                  onClick={() =>
                    void change.removeTimeOff.mutateAsync({ userId: member.userId, id: o.id }).then(
                      () => notify.success(t.removed, ""),
                      (err: unknown) => notify.error(err instanceof Error ? err.message : String(err), ""),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
              {o.visits.length ? <VisitsDuring visits={o.visits} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t.noTimeOff}</p>
      )}
      <form noValidate onSubmit={(e) => void add(e)} className="grid gap-2 sm:grid-cols-2">
        <TextField
          id={id("from")}
          type="date"
          label={t.from}
          min={businessDay()}
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => setValues((v) => ({ ...v, startDate: e.target.value }))}
        />
        <TextField
          id={id("to")}
          type="date"
          label={t.to}
          min={businessDay()}
          value={values.endDate}
          error={errors.endDate}
          onChange={(e) => setValues((v) => ({ ...v, endDate: e.target.value }))}
        />
        <TextField
          id={id("reason")}
          label={t.reason}
          value={values.reason}
          error={errors.reason}
          onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
          fieldClassName="sm:col-span-2"
        />
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={change.addTimeOff.isPending}>
            {t.add}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** /admin/visits/availability: each active staff member's working hours and time off (owners and office staff). */
export function AvailabilityPage() {
  const t = useCrewAssignMessages().availability;
  const list = useQuery(availabilityQuery());
  return (
    <AdminPage title={t.heading} description={t.intro} actions={<VisitsActions />}>
      {list.isError && !list.data ? (
        <LoadFailed framed text={t.failed} retry={t.retry} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <Loading framed text={t.loading} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {list.data.staff.map((member) => (
            <section
              key={member.userId}
              aria-labelledby={`availability-${member.userId}`}
              data-availability={member.name}
              className="space-y-4 rounded-xl bg-white p-3 ring-1 ring-line sm:p-4"
            >
              {/* Under the page's h1: levels never skip one. */}
              <h2 id={`availability-${member.userId}`} className="font-semibold text-ink">
                {t.open(member.name)}
              </h2>
              <WorkingHours key={JSON.stringify(member.hours)} member={member} />
              <TimeOffList member={member} />
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
