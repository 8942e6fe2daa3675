import { Controller } from "react-hook-form";
import { PREFERRED_INGREDIENTS } from "@shared/options/assessment";
import { SPECIAL_REQUIREMENTS_MAX } from "@shared/schemas/assessment";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { clsx } from "clsx";
import { Choice, ChoiceGroup } from "../choice-group";
import { OptionChoices, fieldId, useStep } from "./step-fields";

/** Step 6: pets, cleaning products and special requirements. */
export function PreferencesStep() {
  const { m, register, watch, control, errorOf, textField } = useStep();
  const special = watch("special_requirements");
  return (
    <div className="space-y-8">
      <Controller
        control={control}
        name="pets"
        render={({ field }) => (
          <ChoiceGroup id={fieldId("pets")} legend={m.labels.pets}>
            {[true, false].map((value) => (
              <Choice
                key={String(value)}
                type="radio"
                name={field.name}
                value={value ? "yes" : "no"}
                label={value ? m.yes : m.no}
                checked={field.value === value}
                onChange={() => field.onChange(value)}
                onBlur={field.onBlur}
              />
            ))}
          </ChoiceGroup>
        )}
      />
      {watch("pets") ? <TextField {...textField("pet_type")} type="text" aria-required="true" /> : null}
      <OptionChoices name="preferred_ingredients" type="radio" options={PREFERRED_INGREDIENTS} list="ingredients" columns={3} />
      <FormField id={fieldId("special_requirements")} label={m.labels.special_requirements} error={errorOf("special_requirements")}>
        {(a11y) => (
          <>
            <textarea
              {...a11y}
              {...register("special_requirements")}
              rows={4}
              maxLength={SPECIAL_REQUIREMENTS_MAX}
              placeholder={m.placeholders.special_requirements}
              className={clsx(controlClass, "resize-y")}
            />
            <p aria-live="polite" className="text-right text-xs text-muted">
              {m.counter(special.length, SPECIAL_REQUIREMENTS_MAX)}
            </p>
          </>
        )}
      </FormField>
    </div>
  );
}
