import { CUSTOM_SIZE, sizesFor } from "@shared/options/assessment";
import { TextField } from "~/components/ui/form-field";
import { Choice, ChoiceGroup } from "../choice-group";
import { fieldId, useStep } from "./step-fields";

/** Step 4: one size among those of the chosen property types, or a described custom size. */
export function PropertySizeStep() {
  const { m, option, register, watch, errorOf, textField } = useStep();
  const sizes = sizesFor(watch("property_type"));
  const size = watch("property_size");
  const error = errorOf("property_size");

  if (sizes.length === 0) {
    return (
      <div className="space-y-3">
        <p className="rounded-lg border border-line bg-surface px-4 py-3 text-ink">{m.noPropertyType}</p>
        {error ? <p className="text-sm text-danger">{error}</p> : null}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <ChoiceGroup id={fieldId("property_size")} legend={m.labels.property_size} error={error}>
        {sizes.map((s) => (
          <Choice key={s} type="radio" value={s} label={option("propertySizes", s, s)} invalid={Boolean(error)} {...register("property_size")} />
        ))}
        <Choice type="radio" value={CUSTOM_SIZE} label={m.customSize} invalid={Boolean(error)} {...register("property_size")} />
      </ChoiceGroup>
      {size === CUSTOM_SIZE ? <TextField {...textField("custom_property_size")} type="text" aria-required="true" /> : null}
    </div>
  );
}
