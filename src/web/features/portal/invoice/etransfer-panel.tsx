import { ArrowRightLeft, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { telHref } from "@shared/format";
import { BusyButton } from "~/components/ui/busy-button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { useEtransferSent, type PortalInvoiceView } from "../api/invoice";
import { CopyRow } from "./copy-row";
import { PayAlert } from "./pay-alert";
import { usePayFailure } from "./use-pay-failure";
import { useSupportPhone } from "../api/company";

/**
 * Interac e-Transfer: where to send it, how much (the balance) and the message (the invoice
 * number), each to copy; then "I have sent it", which tells the company. Without an e-Transfer
 * address, the company's phone to call instead.
 */
export function EtransferPanel({ invoice, etransferEmail }: { invoice: PortalInvoiceView; etransferEmail: string | null }) {
  const supportPhone = useSupportPhone();
  const m = usePortalMessages().portal.invoice.pay.etransfer;
  const f = useFormat();
  const sent = useEtransferSent(invoice.id);
  const failure = usePayFailure();
  const [error, setError] = useState<string | null>(null);

  const onSent = async () => {
    setError(null);
    try {
      await sent.mutateAsync();
    } catch (err) {
      setError(failure(err));
    }
  };

  return (
    <section aria-labelledby="etransfer-heading">
      <h3 id="etransfer-heading" className="text-base font-semibold text-ink">
        {m.heading}
      </h3>
      {etransferEmail ? (
        <>
          <p className="mt-1 text-sm text-muted">{m.intro}</p>
          <dl className="mt-4 max-w-2xl divide-y divide-line rounded-xl bg-surface p-4 ring-1 ring-inset ring-line">
            <CopyRow name="to" label={m.to} copyLabel={m.copyWhat.to} value={etransferEmail} />
            <CopyRow
              name="amount"
              label={m.amount}
              copyLabel={m.copyWhat.amount}
              value={f.money(invoice.balanceCents)}
              copyValue={(invoice.balanceCents / 100).toFixed(2)}
            />
            <CopyRow name="message" label={m.message} copyLabel={m.copyWhat.message} value={invoice.number} />
          </dl>
          <div role="status" className="empty:hidden">
            {sent.isSuccess ? (
              <p className="mt-4 flex items-start gap-2.5 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-inset ring-emerald-200">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {m.thanks}
              </p>
            ) : null}
          </div>
          {sent.isSuccess ? null : (
            <BusyButton className="mt-4" onClick={() => void onSent()} busy={sent.isPending} busyText={m.sending} icon={ArrowRightLeft}>
              {m.sent}
            </BusyButton>
          )}
          {error ? <PayAlert message={error} /> : null}
        </>
      ) : (
        <p data-no-etransfer className="mt-1 text-sm text-ink">
          {m.noAddress.before}{" "}
          <a href={telHref(supportPhone)} className="font-semibold whitespace-nowrap underline underline-offset-2">
            {supportPhone}
          </a>{" "}
          {m.noAddress.after}
        </p>
      )}
    </section>
  );
}
