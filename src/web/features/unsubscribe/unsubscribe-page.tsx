import { ArrowLeft, CircleAlert, MailCheck, MailX } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { UnsubscribeAnswer } from "@shared/schemas/consents";
import { Footer } from "~/components/layout/footer";
import { Logo } from "~/components/layout/logo";
import { SiteLink } from "~/components/layout/site-link";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/i18n/locale";
import { useUnsubscribeMessages } from "~/i18n/unsubscribe-messages";
import { ApiError, apiFetch } from "~/lib/api";
import { site } from "~/site";

// The page an unsubscribe link opens (decision 057). Opening it unsubscribes: the page POSTs the
// link's token once it runs (a GET never changes anything, so a mail scanner that only fetches
// the link does not unsubscribe anyone), then confirms in the words the ledger recorded and offers
// to subscribe again. No sign-in: the signed token is the key.

type State = { kind: "working" } | { kind: "done"; answer: UnsubscribeAnswer } | { kind: "failed"; message: string; retry: boolean };

export function UnsubscribePage() {
  const m = useUnsubscribeMessages().unsubscribe;
  const language = useLocale();
  const token = useSearchParams()[0].get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "working" });
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** The state after POSTing the link's token to `path`: the answer, or what went wrong. */
  const choose = useCallback(
    async (path: "/api/unsubscribe" | "/api/unsubscribe/undo"): Promise<State> => {
      try {
        return { kind: "done", answer: await apiFetch<UnsubscribeAnswer>(`${path}?token=${encodeURIComponent(token)}`, { body: { language } }) };
      } catch (err) {
        const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
        return { kind: "failed", message: refused ? (err.fields?.token ?? err.message) : m.networkError, retry: !refused };
      }
    },
    [token, language, m.networkError],
  );

  // Once, when the page opens (a second run, as React's development mode makes, changes nothing).
  useEffect(() => {
    let current = true;
    void choose("/api/unsubscribe").then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [choose]);

  useEffect(() => {
    document.title = m.documentTitle(site.companyName);
  }, [m]);

  // Each new state is announced by moving focus to its heading.
  useEffect(() => {
    if (state.kind !== "working") heading.current?.focus();
  }, [state]);

  const act = async (path: "/api/unsubscribe" | "/api/unsubscribe/undo") => {
    setBusy(true);
    setState(await choose(path));
    setBusy(false);
  };

  const title = state.kind === "working" ? m.working : state.kind === "failed" ? m.failed : state.answer.subscribed ? m.subscribed : m.unsubscribed;
  const Icon = state.kind === "failed" ? CircleAlert : state.kind === "done" && state.answer.subscribed ? MailCheck : MailX;

  return (
    <>
      <main id="main" className="flex min-h-[80vh] items-center justify-center bg-surface px-4 py-16">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
          <Logo className="justify-center" />
          <div className="mt-8 flex flex-col items-center text-center">
            <Icon aria-hidden="true" className={state.kind === "failed" ? "h-10 w-10 text-red-700" : "h-10 w-10 text-brand-700"} />
            <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink outline-none">
              {title}
            </h1>
          </div>
          <div aria-live="polite" className="mt-4 space-y-4 text-center">
            {state.kind === "done" ? (
              <>
                <p data-consent-words className="text-ink">
                  {state.answer.wording}
                </p>
                <p className="text-sm text-muted">
                  {m.address} <span className="font-medium text-ink">{state.answer.email}</span>
                </p>
              </>
            ) : null}
            {state.kind === "failed" ? (
              <>
                <p role="alert" className="text-ink">
                  {state.message}
                </p>
                <p className="text-sm text-muted">{m.writeToUs(site.email)}</p>
                {state.retry ? (
                  <Button variant="secondary" disabled={busy} onClick={() => void act("/api/unsubscribe")}>
                    <BusyIcon busy={busy} icon={MailX} />
                    {m.retry}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
          {state.kind === "done" ? (
            <section aria-labelledby="unsubscribe-other" className="mt-8 rounded-xl bg-surface p-4 text-center ring-1 ring-inset ring-line sm:p-5">
              <h2 id="unsubscribe-other" className="font-semibold text-ink">
                {state.answer.subscribed ? m.unsubscribeAgain : m.undoHeading}
              </h2>
              <p className="mt-2 text-sm text-muted">{state.answer.offer}</p>
              <Button
                className="mt-4"
                variant={state.answer.subscribed ? "secondary" : "primary"}
                wrap
                disabled={busy}
                onClick={() => void act(state.answer.subscribed ? "/api/unsubscribe" : "/api/unsubscribe/undo")}
              >
                <BusyIcon busy={busy} icon={state.answer.subscribed ? MailX : MailCheck} />
                {state.answer.subscribed ? m.unsubscribeAgain : busy ? m.undoing : m.undo}
              </Button>
            </section>
          ) : null}
          <p className="mt-8 border-t border-line pt-6 text-center text-sm">
            <SiteLink to="/" className="inline-flex items-center justify-center gap-2 font-medium text-brand-800 hover:underline">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {m.backToSite}
            </SiteLink>
          </p>
        </div>
      </main>
      <Footer />
    </>
  );
}
