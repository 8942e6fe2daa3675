import { Lock } from "lucide-react";
import { adminPaths } from "@shared/admin-paths";
import { invoiceAllows } from "@shared/billing/invoice-actions";
import type { InvoiceCreate, InvoiceDetail, InvoiceEdit } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { notify } from "~/lib/notify";
import { useCreateInvoice, useUpdateInvoice } from "../api/invoices";
import { CreatePage, EditPage, useSaveAndOpen } from "../billing/editor-pages";
import { InvoiceForm } from "./invoice-form";
import { invoiceToValues, newInvoiceValues } from "./invoice-form-values";
import { InvoiceStatusBadge } from "../billing/invoice-status-badge";
import { useInvoice } from "./use-invoice";

/** Save the invoice with `save`, say so and open it. */
function useSave(save: (values: InvoiceCreate | InvoiceEdit) => Promise<InvoiceDetail>) {
  const f = useAdminMessages().admin.invoices.form;
  return useSaveAndOpen(async (values: InvoiceCreate | InvoiceEdit) => {
    const { invoice } = await save(values);
    notify.success(f.saved.title, f.saved.description(invoice.title));
    return adminPaths.invoiceView(invoice.id);
  }, f.saveFailed);
}

/** /admin/invoices/new: a new invoice for a client chosen here, or (?client=<id>) for that client. */
export function InvoiceCreatePage() {
  const m = useAdminMessages().admin.invoices;
  const create = useCreateInvoice();
  const onSave = useSave((values) => create.mutateAsync(values as InvoiceCreate));
  return (
    <CreatePage
      text={m.pages.create}
      back={{ to: adminPaths.invoices, label: m.backToInvoices }}
      form={(clientId, cancelTo) => (
        <InvoiceForm key={clientId} mode="create" defaultValues={newInvoiceValues(clientId)} client={{ kind: "pick" }} onSave={onSave} cancelTo={cancelTo} />
      )}
    />
  );
}

/** /admin/invoices/{id}/edit: a draft is changed in place; an issued invoice cannot change (the page says so). */
export function InvoiceEditPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.invoices;
  const invoice = useInvoice(id);
  const i = invoice.data?.invoice;
  const update = useUpdateInvoice(id);
  const onSave = useSave((values) => update.mutateAsync(values as InvoiceEdit));

  return (
    <EditPage
      title={m.pages.edit.title}
      back={{ to: adminPaths.invoiceView(id), label: m.backToInvoice }}
      text={{ loading: m.loadingInvoice, clientFailed: m.clientFailed }}
      record={
        i && {
          clientId: i.clientId,
          label: (
            <>
              {i.number ?? m.draftTitle} <InvoiceStatusBadge status={i.status} />
            </>
          ),
          editable: invoiceAllows(i.status, "edit"),
          locked: (
            <div data-notice className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
              <Lock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
              <p>{m.form.locked(m.statuses[i.status])}</p>
            </div>
          ),
          form: (client) => (
            <InvoiceForm
              key={`${i.id}-${i.updatedAt}`}
              mode="edit"
              defaultValues={invoiceToValues(invoice.data!)}
              client={{ kind: "existing", client }}
              onSave={onSave}
              cancelTo={adminPaths.invoiceView(id)}
            />
          ),
        }
      }
    />
  );
}
