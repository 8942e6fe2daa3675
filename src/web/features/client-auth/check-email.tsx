import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { useClientLoginMessages } from "~/i18n/client-login-messages";

/** "Check Your Email" with the address the link went to; it takes the focus when it appears. */
export function CheckEmail({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const m = useClientLoginMessages().clientLogin.checkEmail;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-6 text-center">
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100">
        <MailCheck aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink outline-none">
        {m.title}
      </h2>
      <p className="mt-3 text-muted">
        {m.sentTo}{" "}
        <strong data-sent-to className="font-semibold text-ink [overflow-wrap:anywhere]">
          {email}
        </strong>
        .
      </p>
      <p className="mt-2 text-sm text-muted">{m.instructions}</p>
      <p className="mt-4 rounded-lg bg-surface p-3 text-sm text-muted">{m.spamHint}</p>
      <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={onSendAnother}>
        {m.sendAnother}
      </Button>
    </div>
  );
}
