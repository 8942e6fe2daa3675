import { useFormContext, useWatch } from "react-hook-form";
import { DEPOSIT_KINDS } from "@shared/schemas/quotes";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { errorAt } from "../components/form-errors";
import { fieldId } from "./field-id";
import type { QuoteFormValues } from "./quote-form-values";

/** The deposit due on acceptance: none, a percentage of the total, or an amount. */
export function QuoteDeposit() {
  const f = useAdminMessages().admin.quotes.form;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const kind = useWatch({ control, name: "deposit.kind" });
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{f.labels.depositKind}</legend>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {DEPOSIT_KINDS.map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-ink">
            <input type="radio" value={k} {...register("deposit.kind")} className="h-4 w-4 accent-brand-700" />
            {f.depositKinds[k]}
          </label>
        ))}
      </div>
      {kind === "percent" || kind === "amount" ? (
        <TextField
          id={fieldId(`deposit.${kind}`)}
          label={kind === "percent" ? f.labels.depositPercent : f.labels.depositAmount}
          error={errorAt(errors, `deposit.${kind}`)}
          {...register(`deposit.${kind}`)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-required="true"
          fieldClassName="mt-4 max-w-xs"
        />
      ) : null}
    </fieldset>
  );
}
