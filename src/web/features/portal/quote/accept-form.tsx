import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { portalAcceptSchema } from "@shared/schemas/quotes";
import { BusyButton } from "~/components/ui/busy-button";
import { TextField } from "~/components/ui/form-field";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { notify } from "~/lib/notify";
import { useAcceptQuote, type PortalQuoteView } from "../api/quote";
import type { ShownTotals } from "./shown-totals";
import { useRefusal } from "./use-refusal";
import { useFormLanguage } from "~/i18n/form-language";

const fields = portalAcceptSchema.pick({ termsAccepted: true, signedName: true });
type Values = { termsAccepted: boolean; signedName: string };

/**
 * Accept, in this order: the terms checkbox, the typed full name as signature, then Accept Quote.
 * Sends the version on screen and the optional items ticked above; the server refuses (409) a
 * quote revised or expired meanwhile.
 */
export function AcceptForm({
  quote,
  chosen,
  totals,
  onConflict,
}: {
  quote: PortalQuoteView;
  chosen: ReadonlySet<string>;
  totals: ShownTotals;
  onConflict: (message: string) => void;
}) {
  const m = usePortalMessages().portal.quote;
  const f = useFormat();
  const form = useForm<Values>({ resolver: useFormLanguage().resolver<Values>(fields), defaultValues: { termsAccepted: false, signedName: "" } });
  const accept = useAcceptQuote(quote.id);
  const refused = useRefusal(onConflict);
  const termsError = form.formState.errors.termsAccepted?.message;

  const onSubmit = form.handleSubmit(async ({ signedName }) => {
    const optionalLineIds = quote.lines.filter((l) => l.optional && chosen.has(l.id)).map((l) => l.id);
    try {
      await accept.mutateAsync({ version: quote.version, termsAccepted: true, signedName, optionalLineIds });
      notify.success(m.accept.done.title, m.accept.done.description);
    } catch (err) {
      refused(err, (field, message) => {
        if (field !== "signedName" && field !== "termsAccepted") return false;
        form.setError(field, { message }, { shouldFocus: true });
        return true;
      });
    }
  });

  return (
    <section id="accept" aria-labelledby="accept-heading" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-line sm:p-8">
      <h2 id="accept-heading" className="text-xl font-bold text-ink">
        {m.accept.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.accept.intro}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 max-w-xl space-y-6">
        <div>
          <div className="flex items-start gap-3">
            <input
              id="accept-terms"
              type="checkbox"
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? "accept-terms-error" : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              {...form.register("termsAccepted")}
            />
            <label htmlFor="accept-terms" className="text-sm font-medium text-ink">
              {m.accept.terms}
            </label>
          </div>
          {termsError ? (
            <p id="accept-terms-error" className="mt-1.5 pl-8 text-sm text-danger">
              {termsError}
            </p>
          ) : null}
        </div>
        <TextField
          id="accept-name"
          label={m.accept.name}
          hint={m.accept.nameHint}
          autoComplete="name"
          error={form.formState.errors.signedName?.message}
          {...form.register("signedName")}
        />
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5">
          <p className="text-sm text-muted">
            {m.accept.total} <span className="ml-1 text-lg font-bold tabular-nums text-ink">{f.money(totals.totalCents)}</span>
          </p>
          <BusyButton type="submit" size="lg" busy={accept.isPending} busyText={m.accept.busy} icon={CheckCircle2}>
            {m.accept.submit}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
