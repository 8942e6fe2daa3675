import { Loader2, X } from "lucide-react";
import { useFormContext } from "react-hook-form";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { clientAddressLine, type ClientAddress, type ClientSummary } from "@shared/schemas/clients";
import { Button } from "~/components/ui/button";
import { FormField, controlClass } from "~/components/ui/form-field";
import type { ClientChoiceText } from "~/i18n/en/admin-client-choice";
import { useClientSearch } from "./use-client-search";

// The client step of the quote and invoice editors: a client searched in the Clients Hub (or
// given), then one of its service addresses. Both forms hold `clientId` and `addressId`.

type ChoiceValues = { clientId?: string; addressId: string };
type Common = { text: ClientChoiceText; idOf: (path: "clientId" | "addressId") => string };

const linkClass = "inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** The chosen client: name, e-mail, a link to the client's page, and (when it may change) Change client. */
export function ClientCard({
  client,
  onChange,
  text,
}: {
  client: { id: string; fullName: string; email: string | null };
  onChange?: () => void;
  text: ClientChoiceText;
}) {
  return (
    <div data-client-card className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-surface p-4 ring-1 ring-line">
      <div className="min-w-0">
        <p data-client-name className="font-semibold text-ink">
          {client.fullName}
        </p>
        {client.email ? <p className="text-sm text-muted [overflow-wrap:anywhere]">{client.email}</p> : null}
        <Link to={adminPaths.client(client.id)} className={`${linkClass} mt-1`}>
          {text.openClient}
        </Link>
      </div>
      {onChange ? (
        <Button variant="secondary" size="sm" onClick={onChange}>
          <X aria-hidden="true" className="h-4 w-4" />
          {text.changeClient}
        </Button>
      ) : null}
    </div>
  );
}

/** The client's service addresses to choose from; none yet: a link to add one on the client's page. */
export function AddressSelect({ clientId, addresses, text, idOf }: Common & { clientId: string; addresses: ClientAddress[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ChoiceValues>();
  if (!addresses.length)
    return (
      <p role="alert" className="text-sm text-amber-950">
        {text.noAddress}{" "}
        <Link to={adminPaths.clientEdit(clientId)} className="font-semibold underline underline-offset-2">
          {text.addAddress}
        </Link>
      </p>
    );
  return (
    <FormField id={idOf("addressId")} label={text.address} error={errors.addressId?.message || undefined}>
      {(a11y) => (
        <select {...a11y} {...register("addressId")} aria-required="true" className={controlClass}>
          <option value="">{text.chooseAddress}</option>
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {clientAddressLine(a)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Search the clients (name, e-mail, phone) and choose one. */
export function ClientPicker({ onPick, text, idOf }: Common & { onPick: (client: ClientSummary) => void }) {
  const {
    formState: { errors },
  } = useFormContext<ChoiceValues>();
  const { typed, setTyped, enabled, results, items } = useClientSearch("newest");

  return (
    <div data-client-picker className="space-y-3">
      <FormField id={idOf("clientId")} label={text.findClient} hint={text.findClientHint} error={errors.clientId?.message || undefined}>
        {(a11y) => (
          <input {...a11y} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={200} autoComplete="off" className={controlClass} />
        )}
      </FormField>
      <div aria-live="polite" className="text-sm text-muted">
        {!enabled ? (
          <p>{text.typeToSearch}</p>
        ) : results.isFetching && !results.data ? (
          <p className="flex items-center gap-2">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {text.searching}
          </p>
        ) : items.length === 0 ? (
          <p>
            {text.noMatch}{" "}
            <Link to={adminPaths.clientNew} className="font-medium text-brand-700 underline underline-offset-2">
              {text.addClient}
            </Link>
          </p>
        ) : null}
      </div>
      {items.length ? (
        <ul data-client-results className="divide-y divide-line rounded-lg ring-1 ring-line">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{c.fullName}</span>
                <span className="block text-muted [overflow-wrap:anywhere]">{[c.email, c.primaryAddress].filter(Boolean).join(" · ")}</span>
              </span>
              <Button variant="secondary" size="sm" onClick={() => onPick(c)} aria-label={text.chooseClient(c.fullName)}>
                {text.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
