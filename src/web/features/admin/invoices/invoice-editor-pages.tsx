import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { invoiceAllows } from "@shared/billing/invoice-actions";
import type { InvoiceCreate, InvoiceDetail, InvoiceEdit } from "@shared/schemas/invoices";
import { buttonVariants } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { clientQuery } from "../api/clients";
import { useCreateInvoice, useUpdateInvoice } from "../api/invoices";
import { notifySaveFailed } from "../clients/use-client";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast, useSessionCheck } from "../use-failure-toast";
import { InvoiceForm } from "./invoice-form";
import { invoiceToValues, newInvoiceValues } from "./invoice-form-values";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { useInvoice } from "./use-invoice";

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "secondary" })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}

/** Save the invoice with `save`, say so and open it; a refusal is said in the server's words and rethrown for the form. */
function useSave(save: (values: InvoiceCreate | InvoiceEdit) => Promise<InvoiceDetail>) {
  const f = useAdminMessages().admin.invoices.form;
  const navigate = useNavigate();
  const checkSession = useSessionCheck();
  return async (values: InvoiceCreate | InvoiceEdit) => {
    let saved: InvoiceDetail;
    try {
      saved = await save(values);
    } catch (err) {
      notifySaveFailed(err, f.saveFailed);
      checkSession(err);
      throw err;
    }
    notify.success(f.saved.title, f.saved.description(saved.invoice.title));
    navigate(adminPaths.invoiceView(saved.invoice.id));
  };
}

/** /admin/invoices/new: a new invoice for a client chosen here, or (?client=<id>) for that client. */
export function InvoiceCreatePage() {
  const m = useAdminMessages().admin.invoices;
  const [params] = useSearchParams();
  const clientId = params.get("client") ?? "";
  const create = useCreateInvoice();
  const onSave = useSave((values) => create.mutateAsync(values as InvoiceCreate));
  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackLink to={adminPaths.invoices} label={m.backToInvoices} />}>
      <InvoiceForm
        key={clientId}
        mode="create"
        defaultValues={newInvoiceValues(clientId)}
        client={{ kind: "pick" }}
        onSave={onSave}
        cancelTo={clientId ? adminPaths.client(clientId) : adminPaths.invoices}
      />
    </AdminPage>
  );
}

/** /admin/invoices/{id}/edit: a draft is changed in place; an issued invoice cannot change (the page says so). */
export function InvoiceEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.invoices;
  const invoice = useInvoice(id);
  const i = invoice.data?.invoice;
  const client = useQuery({ ...clientQuery(i?.clientId ?? ""), enabled: Boolean(i) });
  useFailureToast(client, () => {});
  const update = useUpdateInvoice(id);
  const onSave = useSave((values) => update.mutateAsync(values as InvoiceEdit));

  const editable = i && invoiceAllows(i.status, "edit");
  let body: ReactNode;
  if (!i || (editable && !client.data && !client.isError)) body = <Loading framed text={m.loadingInvoice} />;
  else if (!editable)
    body = (
      <div data-notice className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
        <Lock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
        <p>{m.form.locked(m.statuses[i.status])}</p>
      </div>
    );
  else if (!client.data)
    body = <LoadFailed framed text={m.clientFailed.text} retry={m.clientFailed.retry} onRetry={() => void client.refetch()} retrying={client.isFetching} />;
  else
    body = (
      <InvoiceForm
        key={`${i.id}-${i.updatedAt}`}
        mode="edit"
        defaultValues={invoiceToValues(invoice.data!)}
        client={{ kind: "existing", client: client.data }}
        onSave={onSave}
        cancelTo={adminPaths.invoiceView(id)}
      />
    );

  return (
    <AdminPage
      title={m.pages.edit.title}
      description={
        i ? (
          <span className="flex flex-wrap items-center gap-2">
            {i.number ?? m.draftTitle} <InvoiceStatusBadge status={i.status} />
          </span>
        ) : undefined
      }
      actions={<BackLink to={adminPaths.invoiceView(id)} label={m.backToInvoice} />}
    >
      {body}
    </AdminPage>
  );
}
