import { useQueryClient } from "@tanstack/react-query";
import { Ban, CircleCheck, Download, FilePen, Loader2, Mail, SquarePen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { quoteAllows } from "@shared/billing/quote-actions";
import type { QuoteDetail } from "@shared/schemas/quotes";
import { Button, buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { quoteQuery, quotePdfUrl, useQuoteAction, type QuoteAction } from "../api/quotes";
import { notifySaveFailed } from "../clients/use-client";
import { CreateInvoiceButton, canInvoiceQuote } from "../invoices/quote-invoices";
import { useSessionCheck } from "../use-failure-toast";
import { AcceptDialog, VoidDialog } from "./quote-dialogs";

type Quote = QuoteDetail["quote"];

/**
 * What staff can do with the quote now (quoteAllows, as the server decides): Edit and Send a
 * draft; Resend a sent quote; Revise a sent or expired one (an expired quote is revised with a new
 * date before it goes out again); Accept on the client's behalf while it can be accepted; Void
 * until it is answered; Create invoice once accepted (until the work is invoiced); the PDF always. A refusal (409) is shown in the server's words and the
 * quote is read again.
 */
export function QuoteActions({ quote }: { quote: Quote }) {
  const m = useAdminMessages().admin.quotes.view;
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
  const small = "sm" as const;

  return (
    <section aria-label={a.label} data-actions className="flex flex-wrap gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-line sm:p-4">
      {can("edit") ? (
        <Link to={adminPaths.quoteEdit(quote.id)} className={buttonVariants({ variant: "secondary", size: small })}>
          {draft ? <SquarePen aria-hidden="true" className="h-4 w-4" /> : <FilePen aria-hidden="true" className="h-4 w-4" />}
          {draft ? a.edit : a.revise}
        </Link>
      ) : null}
      {can("send") ? (
        <Button size={small} onClick={() => simple("send")} disabled={action.isPending}>
          {busy("send") ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
          {busy("send") ? a.sending : a.send}
        </Button>
      ) : null}
      {can("resend") ? (
        <Button size={small} variant="secondary" onClick={() => simple("resend")} disabled={action.isPending}>
          {busy("resend") ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Mail aria-hidden="true" className="h-4 w-4" />}
          {busy("resend") ? a.sending : a.resend}
        </Button>
      ) : null}
      {can("accept") ? (
        <Button size={small} onClick={() => setDialog("accept")} disabled={action.isPending}>
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {a.accept}
        </Button>
      ) : null}
      {canInvoiceQuote(quote) ? <CreateInvoiceButton quote={quote} /> : null}
      <a href={quotePdfUrl(quote.id, true)} download className={buttonVariants({ variant: "secondary", size: small })}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {a.pdf}
      </a>
      {can("void") ? (
        <Button size={small} variant="dangerSecondary" onClick={() => setDialog("void")} disabled={action.isPending} className="sm:ml-auto">
          <Ban aria-hidden="true" className="h-4 w-4" />
          {a.void}
        </Button>
      ) : null}
      {dialog === "void" ? (
        <VoidDialog quote={quote} open onOpenChange={(o) => !o && setDialog(null)} run={(body) => run({ kind: "void", body }, m.voided)} />
      ) : null}
      {dialog === "accept" ? (
        <AcceptDialog quote={quote} open onOpenChange={(o) => !o && setDialog(null)} run={(body) => run({ kind: "accept", body }, m.accepted)} />
      ) : null}
    </section>
  );
}
