import { useQuery } from "@tanstack/react-query";
import { Loader2, UserPlus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { CLIENT_LANGUAGES, clientAddressLine, type ClientAddress, type ClientSummary } from "@shared/schemas/clients";
import { Button } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { clientsQuery } from "../api/clients";
import { AddressFields, type AddressPart } from "../components/address-fields";
import { errorAt, fieldId } from "./form-errors";
import type { QuoteFormValues } from "./quote-form-values";

const linkClass = "inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** The quote's client: name, e-mail, a link to the client's page, and (when it may change) Change client. */
export function ClientCard({ client, onChange }: { client: { id: string; fullName: string; email: string | null }; onChange?: () => void }) {
  const f = useAdminMessages().admin.quotes.form;
  return (
    <div data-client-card className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-surface p-4 ring-1 ring-line">
      <div className="min-w-0">
        <p data-client-name className="font-semibold text-ink">
          {client.fullName}
        </p>
        {client.email ? <p className="text-sm text-muted [overflow-wrap:anywhere]">{client.email}</p> : null}
        <Link to={adminPaths.client(client.id)} className={`${linkClass} mt-1`}>
          {f.openClient}
        </Link>
      </div>
      {onChange ? (
        <Button variant="secondary" size="sm" onClick={onChange}>
          <X aria-hidden="true" className="h-4 w-4" />
          {f.changeClient}
        </Button>
      ) : null}
    </div>
  );
}

/** The client's service addresses to choose from; none yet: a link to add one on the client's page. */
export function AddressSelect({ clientId, addresses }: { clientId: string; addresses: ClientAddress[] }) {
  const m = useAdminMessages().admin.quotes.form;
  const {
    register,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  if (!addresses.length)
    return (
      <p role="alert" className="text-sm text-amber-950">
        {m.noAddress}{" "}
        <Link to={adminPaths.clientEdit(clientId)} className="font-semibold underline underline-offset-2">
          {m.addAddress}
        </Link>
      </p>
    );
  return (
    <FormField id={fieldId("addressId")} label={m.labels.address} error={errorAt(errors, "addressId")}>
      {(a11y) => (
        <select {...a11y} {...register("addressId")} aria-required="true" className={controlClass}>
          <option value="">{m.chooseAddress}</option>
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

/** A client made with the quote (the assessment's e-mail has none yet): contact, language and one service address. */
export function NewClientFields() {
  const all = useAdminMessages().admin;
  const f = all.quotes.form;
  const {
    register,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const text = (path: "fullName" | "phoneNumber" | "email", type: string, required = true) => (
    <TextField
      id={fieldId(`newClient.${path}`)}
      label={f.labels[path]}
      hint={path === "email" ? f.hints.email : undefined}
      error={errorAt(errors, `newClient.${path}`)}
      {...register(`newClient.${path}`)}
      type={type}
      autoComplete="off"
      aria-required={required || undefined}
    />
  );
  const part = (p: AddressPart) => `newClient.addresses.0.${p}` as const;
  return (
    <div data-new-client className="space-y-4">
      <div className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm ring-1 ring-inset ring-brand-200">
        <UserPlus aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-ink">{f.newClient}</p>
          <p className="mt-0.5 text-muted">{f.newClientHint}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("fullName", "text")}
        {text("phoneNumber", "tel")}
        {text("email", "email", false)}
        <FormField id={fieldId("newClient.language")} label={f.labels.language} error={errorAt(errors, "newClient.language")}>
          {(a11y) => (
            <select {...a11y} {...register("newClient.language")} className={controlClass}>
              {CLIENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {all.clients.languages[l]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <AddressFields field={(p) => ({ id: fieldId(part(p)), error: errorAt(errors, part(p)), registration: register(part(p)) })} />
    </div>
  );
}

const SEARCH_PAUSE_MS = 250;

/** Search the clients (name, e-mail, phone) and choose one for the quote. */
export function ClientPicker({ onPick }: { onPick: (client: ClientSummary) => void }) {
  const f = useAdminMessages().admin.quotes.form;
  const {
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = search.length >= 2;
  const results = useQuery({ ...clientsQuery({ search, page: 1, sort: "newest" }), enabled });
  const items = enabled ? (results.data?.items ?? []) : [];

  return (
    <div data-client-picker className="space-y-3">
      <FormField id={fieldId("clientId")} label={f.labels.findClient} hint={f.hints.findClient} error={errorAt(errors, "clientId")}>
        {(a11y) => (
          <input {...a11y} type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={200} autoComplete="off" className={controlClass} />
        )}
      </FormField>
      <div aria-live="polite" className="text-sm text-muted">
        {!enabled ? (
          <p>{f.typeToSearch}</p>
        ) : results.isFetching && !results.data ? (
          <p className="flex items-center gap-2">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {f.searching}
          </p>
        ) : items.length === 0 ? (
          <p>
            {f.noMatch}{" "}
            <Link to={adminPaths.clientNew} className="font-medium text-brand-700 underline underline-offset-2">
              {f.addClient}
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
              <Button variant="secondary" size="sm" onClick={() => onPick(c)} aria-label={f.chooseClient(c.fullName)}>
                {f.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
