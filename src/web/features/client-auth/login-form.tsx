import { AlertCircle, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { PrivacyNote } from "~/components/layout/privacy-note";
import { BusyButton } from "~/components/ui/busy-button";
import { controlClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useRequestLoginLink } from "./api/request-login-link";
import { CheckEmail } from "./check-email";
import { useLinkError } from "./use-link-error";
import { useClientLoginMessages } from "~/i18n/client-login-messages";

const EMAIL_ID = "client-login-email";

/**
 * The login-link request (spec 000 §2, §4, §8): one required e-mail field checked by the browser,
 * sent trimmed; success shows "Check Your Email" and "Send Another Link" returns to an empty form.
 * Sent here from a portal page (a quote's e-mailed link), the address comes filled in (`?email=`)
 * and the page to return to (`?next=`) goes along with the request; the server keeps it only when
 * it is a portal page.
 */
export function LoginForm() {
  const m = useClientLoginMessages().clientLogin;
  const request = useRequestLoginLink();
  const linkError = useLinkError();
  const [blank, setBlank] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returned = useRef(false);
  const [params] = useSearchParams();
  const next = params.get("next") ?? undefined;

  // Filled in after hydration: the prerendered page was built without the query. What was typed
  // before the page's code ran (a slow phone) stays, and enables the button.
  const prefill = params.get("email");
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (prefill && !input.value) input.value = prefill;
    setBlank(input.value.trim() === "");
  }, [prefill]);

  // Back from "Check Your Email": the empty field takes the focus.
  useEffect(() => {
    if (sentTo === null && returned.current) inputRef.current?.focus();
  }, [sentTo]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // type="email" already strips surrounding spaces from the value; trim anyway (spec 000 §5).
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    if (!email || request.isPending) return;
    request.run({ email, next }).then(
      () => {
        notify.success(m.sent.title, m.sent.description);
        linkError.clear();
        setSentTo(email);
      },
      (err: unknown) => {
        // A refusal by the server (invalid address, too many requests) shows its own message.
        const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
        notify.error(m.error.title, refused ? err.message : m.error.unexpected);
      },
    );
  };

  if (sentTo !== null) {
    return (
      <CheckEmail
        email={sentTo}
        onSendAnother={() => {
          returned.current = true;
          setBlank(true);
          setSentTo(null);
        }}
      />
    );
  }

  const linkMessage = linkError.error === null ? null : m.linkErrors[linkError.error];
  return (
    <>
      <p className="mt-2 text-center text-muted">{m.intro}</p>
      <form onSubmit={onSubmit} className="mt-8 space-y-5">
        {linkMessage ? (
          <p role="alert" className="flex items-start gap-2.5 rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-inset ring-red-200">
            <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {linkMessage}
          </p>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor={EMAIL_ID} className="block text-sm font-medium text-ink">
            {m.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={EMAIL_ID}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={m.emailPlaceholder}
            readOnly={request.isPending}
            onChange={(e) => setBlank(e.currentTarget.value.trim() === "")}
            className={controlClass}
          />
        </div>
        <BusyButton
          type="submit"
          size="lg"
          wrap
          className="w-full"
          disabled={blank || request.isPending}
          busy={request.isPending}
          busyText={m.sending}
          icon={Send}
        >
          {m.submit}
        </BusyButton>
        <PrivacyNote {...m.privacy} className="text-center text-sm text-muted" />
      </form>
    </>
  );
}
