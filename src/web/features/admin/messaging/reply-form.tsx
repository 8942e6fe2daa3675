import { Loader2, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { MESSAGE_MAX_LENGTH, messageBodySchema } from "@shared/schemas/messages";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { useSendStaffMessage } from "../api/messaging";
import { serverMessage } from "../server-message";

/** The reply box: a labelled text area with its 5,000-character counter, and Send. */
export function ReplyForm({ clientId, disabled }: { clientId: string; disabled?: boolean }) {
  const m = useAdminMessages().admin.messaging;
  const send = useSendStaffMessage(clientId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = messageBodySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    send.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody("");
        notify.success(m.reply.sent.title, m.reply.sent.description);
      },
      onError: (err) => setError(serverMessage(err) ?? m.failed.description),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="border-t border-line p-4">
      <label htmlFor="reply-body" className="block text-sm font-medium text-ink">
        {m.reply.label}
      </label>
      <textarea
        id="reply-body"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={4}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`reply-body-hint reply-body-count${error ? " reply-body-error" : ""}`}
        className={`${controlClass} mt-1.5 resize-y`}
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm text-muted">
        <p id="reply-body-hint">{m.reply.hint}</p>
        <p id="reply-body-count" data-counter className="tabular-nums">
          {m.reply.counter(body.length, MESSAGE_MAX_LENGTH)}
        </p>
      </div>
      {error ? (
        <p id="reply-body-error" role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={send.isPending || disabled}>
          {send.isPending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {send.isPending ? m.reply.sending : m.reply.send}
        </Button>
      </div>
    </form>
  );
}
