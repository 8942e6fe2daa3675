import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MessagesSquare, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { MESSAGE_MAX_LENGTH, messageBodySchema, type ConversationMessage, type PreferredWindow } from "@shared/schemas/messages";
import { BusyButton } from "~/components/ui/busy-button";
import { controlClass } from "~/components/ui/form-field";
import { useFormLanguage } from "~/i18n/form-language";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";
import { useFormat } from "~/i18n/format";
import { notify } from "~/lib/notify";
import { site } from "~/site";
import { messagesQuery, useSendMessage } from "../api/messages";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { QueryView } from "../query-view";
import { FormAlert, refusalOf } from "./form-bits";

/** What staff did to the visit a notice is about (decision 051), in the portal's language. */
function Notice({ details }: { details: Record<string, string | null> }) {
  const m = usePortalMessages().portal.messages;
  const f = useFormat();
  const { change, previousDate, previousWindowStart, previousWindowEnd, frequency, intervalDays, reason } = details;
  let text: string | null = null;
  if (change === "scheduled" || change === "cancelled") text = m.notice[change];
  else if (change === "moved" && previousDate)
    text = m.notice.moved(
      `${f.date(previousDate) ?? previousDate}, ${m.notice.between(f.clockTime(previousWindowStart ?? "") ?? "", f.clockTime(previousWindowEnd ?? "") ?? "")}`,
    );
  else if (change === "series")
    text = m.notice.series(frequency === "custom" ? m.notice.everyDays(intervalDays ?? "") : (m.notice.every[frequency ?? ""] ?? ""));
  return (
    <>
      {text ? <p className="mt-1.5 text-sm font-medium text-ink">{text}</p> : null}
      {change === "cancelled" && reason ? <p className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">{m.notice.reason(reason)}</p> : null}
    </>
  );
}

function Message({ message }: { message: ConversationMessage }) {
  const m = usePortalMessages().portal.messages;
  const f = useFormat();
  const dashboard = usePortalMessages().portal.dashboard;
  const mine = message.author === "client";
  const { preferredDate, preferredWindow, score } = message.details;
  return (
    <li data-message={message.author} data-kind={message.kind} className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div className={cn("max-w-[min(36rem,92%)] rounded-2xl px-4 py-3 ring-1 ring-inset", mine ? "bg-brand-50 ring-brand-100" : "bg-white ring-line")}>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span className="font-semibold text-ink">{mine ? m.you : m.team(site.companyName)}</span>
          {m.kinds[message.kind] ? <span className="font-semibold text-brand-800">{m.kinds[message.kind]}</span> : null}
          {message.closedAt ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-800 ring-1 ring-inset ring-green-200">{m.done}</span>
          ) : null}
          <span>{f.dateTime(message.createdAt)}</span>
        </p>
        {message.visit ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
            <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
            {m.visit(
              f.date(message.visit.date) ?? message.visit.date,
              dashboard.window(
                f.clockTime(message.visit.windowStart) ?? message.visit.windowStart,
                f.clockTime(message.visit.windowEnd) ?? message.visit.windowEnd,
              ),
              message.visit.service,
            )}
          </p>
        ) : null}
        {message.kind === "reschedule_request" && preferredDate ? (
          <p className="mt-1 text-sm font-medium text-ink">
            {m.preferred(f.date(preferredDate) ?? preferredDate, m.preferredWindows[(preferredWindow ?? "any") as PreferredWindow])}
          </p>
        ) : null}
        {message.kind === "rating" && score ? <p className="mt-1 text-sm font-medium text-ink">{m.score(score)}</p> : null}
        {message.kind === "visit_notice" ? <Notice details={message.details} /> : null}
        {(message.kind === "reschedule_request" || message.kind === "cancel_request") && message.closedAt ? (
          <p data-request-done className="mt-1.5 text-sm text-ink">
            {m.doneText}
          </p>
        ) : null}
        {message.body ? <p className="mt-1.5 whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">{message.body}</p> : null}
      </div>
    </li>
  );
}

function Compose() {
  const m = usePortalMessages().portal.messages;
  const f = useFormat();
  const { parse } = useFormLanguage();
  const send = useSendMessage();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = parse(messageBodySchema, { body });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    send.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody("");
        notify.success(m.sent.title, m.sent.description);
      },
      onError: (err) => setAlert(refusalOf(err, m.failed)),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-line p-4 sm:p-5">
      <label htmlFor="message-body" className="block text-sm font-medium text-ink">
        {m.label}
      </label>
      <textarea
        id="message-body"
        rows={4}
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`message-body-count${error ? " message-body-error" : ""}`}
        className={cn(controlClass, "resize-y")}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p id="message-body-count" className="tabular-nums text-muted">
            {m.counter(f.count(body.length), f.count(MESSAGE_MAX_LENGTH))}
          </p>
          {error ? (
            <p id="message-body-error" className="text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <BusyButton type="submit" busy={send.isPending} busyText={m.busy} icon={Send}>
          {m.send}
        </BusyButton>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
    </form>
  );
}

/** /client-dashboard/messages: the client's conversation with the company, and a box to write. */
export default function MessagesPage() {
  const m = usePortalMessages().portal.messages;
  const messages = useQuery(messagesQuery);
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.data?.messages.length ?? 0;
  useEffect(() => {
    if (count && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [count]);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={messages} failed={m.loadFailed}>
        {(data) => (
          <div className="rounded-2xl bg-white shadow-xs ring-1 ring-line">
            <div ref={scroller} className="max-h-[60vh] overflow-y-auto p-4 sm:p-5" tabIndex={0} role="region" aria-label={m.conversationLabel}>
              {data.messages.length === 0 ? (
                <EmptyState icon={MessagesSquare} title={m.empty} hint={m.emptyHint} />
              ) : (
                <ol className="space-y-3">
                  {data.messages.map((message) => (
                    <Message key={message.id} message={message} />
                  ))}
                </ol>
              )}
            </div>
            <Compose />
          </div>
        )}
      </QueryView>
    </div>
  );
}
