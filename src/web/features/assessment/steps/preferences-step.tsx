import { Controller, useFormContext } from "react-hook-form";
import { PREFERRED_INGREDIENTS } from "@shared/options/assessment";
import { SPECIAL_REQUIREMENTS_MAX } from "@shared/schemas/assessment";
import { FormField, controlClass } from "~/components/ui/form-field";
import { clsx } from "clsx";
import { Choice, ChoiceGroup } from "../choice-group";
import type { FormValues } from "../form-values";
import { fieldId } from "./contact-step";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

/** Step 6: pets, cleaning products and special requirements. */
export function PreferencesStep() {
  const m = useAssessmentMessages().assessment;
  const { option } = useFormLanguage();
  const {
    register,
    watch,
    control,
    formState: { errors },
  } = useFormContext<FormValues>();
  const special = watch("special_requirements");
  const ingredientsError = errors.preferred_ingredients?.message;
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
      {watch("pets") ? (
        <FormField id={fieldId("pet_type")} label={m.labels.pet_type} error={errors.pet_type?.message}>
          {(a11y) => (
            <input {...a11y} {...register("pet_type")} type="text" aria-required="true" placeholder={m.placeholders.pet_type} className={controlClass} />
          )}
        </FormField>
      ) : null}
      <ChoiceGroup id={fieldId("preferred_ingredients")} legend={m.labels.preferred_ingredients} error={ingredientsError} columns={3}>
        {PREFERRED_INGREDIENTS.map((o) => (
          <Choice
            key={o.value}
            type="radio"
            value={o.value}
            label={option("ingredients", o.value, o.label)}
            invalid={Boolean(ingredientsError)}
            {...register("preferred_ingredients")}
          />
        ))}
      </ChoiceGroup>
      <FormField id={fieldId("special_requirements")} label={m.labels.special_requirements} error={errors.special_requirements?.message}>
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
