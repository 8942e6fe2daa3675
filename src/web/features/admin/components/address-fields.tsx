import type { UseFormRegisterReturn } from "react-hook-form";
import { PROVINCES } from "@shared/schemas/clients";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";

export const ADDRESS_PARTS = ["street", "city", "province", "postalCode"] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
/** What an address's controls hold (a stored address keeps its id). */
export type AddressValues = { id?: string; street: string; city: string; province: string; postalCode: string };

/**
 * A service address's four fields (street, city, province, postal code), all required, as the
 * Clients Hub's form and the quote builder's new client both ask for them. The caller's form gives
 * each part its registration, id and error.
 */
export function AddressFields({ field }: { field: (part: AddressPart) => { id: string; error: string | undefined; registration: UseFormRegisterReturn } }) {
  const all = useAdminMessages().admin.clients;
  const f = all.form;
  const text = (part: "street" | "city" | "postalCode", className: string) => {
    const { id, error, registration } = field(part);
    return (
      <TextField
        id={id}
        label={f.labels[part]}
        hint={part === "postalCode" ? f.hints.postalCode : undefined}
        error={error}
        {...registration}
        type="text"
        autoComplete="off"
        maxLength={part === "postalCode" ? 7 : undefined}
        aria-required="true"
        fieldClassName={className}
      />
    );
  };
  const province = field("province");
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {text("street", "sm:col-span-6")}
      {text("city", "sm:col-span-2")}
      <FormField id={province.id} label={f.labels.province} error={province.error} className="sm:col-span-2">
        {(a11y) => (
          <select {...a11y} {...province.registration} aria-required="true" className={controlClass}>
            <option value="">{f.chooseProvince}</option>
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {all.provinces[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text("postalCode", "sm:col-span-2")}
    </div>
  );
}
