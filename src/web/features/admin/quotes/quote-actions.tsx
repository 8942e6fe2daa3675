import { useQueryClient } from "@tanstack/react-query";
import { Ban, CalendarPlus, CircleCheck, FilePen, Mail, SquarePen } from "lucide-react";
import { useState } from "react";
import { adminPaths } from "@shared/admin-paths";
import { quoteAllows } from "@shared/billing/quote-actions";
import { voidSchema, type QuoteDetail } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { quoteQuery, quotePdfUrl, useQuoteAction, type QuoteAction } from "../api/quotes";
import { ActionButton, ActionsBar, EditLink, PdfLink } from "../billing/actions-bar";
import { VoidDialog } from "../billing/void-dialog";
import { notifySaveFailed } from "../server-message";
import { CreateInvoiceButton, canInvoiceQuote } from "../billing/quote-invoices";
import { useSessionCheck } from "../use-failure-toast";
import { AcceptDialog } from "./quote-dialogs";

type Quote = QuoteDetail["quote"];

/**
 * What staff can do with the quote now (quoteAllows, as the server decides): Edit and Send a
 * draft; Resend a sent quote; Revise a sent or expired one (an expired quote is revised with a new
 * date before it goes out again); Accept on the client's behalf while it can be accepted; Void
 * until it is answered; Create invoice once accepted (until the work is invoiced), and Schedule visit (prefilled from it); the PDF always. A refusal (409) is shown in the server's words and the
 * quote is read again.
 */
export function QuoteActions({ quote }: { quote: Quote }) {
  const m = useAdminMessages().admin.quotes.view;
  const { scheduleVisit } = useAdminMessages().admin.visits;
  const action = useQuoteAction(quote.id);
  const queryClient = useQueryClient();
  const checkSession = useSessionCheck();
  const [dialog, setDialog] = useState<"void" | "accept" | null>(null);
  const can = (a: Parameters<typeof quoteAllows>[1]) => quoteAllows(quote.status, a);
  const draft = quote.status === "draft";

  const run = async (a: QuoteAction, done: { title: string; description: (n: string) => string }) => {
    try {
      await action.mutateAsync(a);
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 400 && err.fields && a.kind !== "send" && a.kind !== "resend";
      if (!refused) {
        notifySaveFailed(err, m.actionFailed);
        setDialog(null);
      }
      checkSession(err);
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: quoteQuery(quote.id).queryKey });
      throw err;
    }
    notify.success(done.title, done.description(quote.number));
    setDialog(null);
  };
  const simple = (kind: "send" | "resend") => void run({ kind }, kind === "send" ? m.sent : m.resent).catch(() => undefined);
  const busy = (kind: QuoteAction["kind"]) => action.isPending && action.variables?.kind === kind;
  const a = m.actions;
  const close = (o: boolean) => !o && setDialog(null);

  return (
    <ActionsBar label={a.label}>
      {can("edit") ? <EditLink to={adminPaths.quoteEdit(quote.id)} icon={draft ? SquarePen : FilePen} label={draft ? a.edit : a.revise} /> : null}
      {can("send") ? (
        <ActionButton icon={Mail} label={a.send} busy={busy("send")} busyLabel={a.sending} onClick={() => simple("send")} disabled={action.isPending} />
      ) : null}
      {can("resend") ? (
        <ActionButton
          variant="secondary"
          icon={Mail}
          label={a.resend}
          busy={busy("resend")}
          busyLabel={a.sending}
          onClick={() => simple("resend")}
          disabled={action.isPending}
        />
      ) : null}
      {can("accept") ? <ActionButton icon={CircleCheck} label={a.accept} onClick={() => setDialog("accept")} disabled={action.isPending} /> : null}
      {canInvoiceQuote(quote) ? <CreateInvoiceButton quote={quote} /> : null}
      {quote.status === "accepted" ? <EditLink to={adminPaths.visitNew({ quote: quote.id })} icon={CalendarPlus} label={scheduleVisit} /> : null}
      <PdfLink href={quotePdfUrl(quote.id, true)} label={a.pdf} />
      {can("void") ? (
        <ActionButton
          variant="dangerSecondary"
          icon={Ban}
          label={a.void}
          onClick={() => setDialog("void")}
          disabled={action.isPending}
          className="sm:ml-auto"
        />
      ) : null}
      {dialog === "void" ? (
        <VoidDialog
          open
          onOpenChange={close}
          title={m.voidDialog.title(quote.number)}
          words={m.voidDialog}
          schema={voidSchema}
          run={(body) => run({ kind: "void", body }, m.voided)}
          fallback={m.actionFailed.description}
        />
      ) : null}
      {dialog === "accept" ? <AcceptDialog quote={quote} open onOpenChange={close} run={(body) => run({ kind: "accept", body }, m.accepted)} /> : null}
    </ActionsBar>
  );
}
