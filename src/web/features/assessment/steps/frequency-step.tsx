import { useFormContext } from "react-hook-form";
import { FREQUENCIES } from "@shared/options/assessment";
import { TextField } from "~/components/ui/form-field";
import { Choice, ChoiceGroup } from "../choice-group";
import type { FormValues } from "../form-values";
import { fieldId } from "./contact-step";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

/** Step 5: how often, or a described custom schedule. */
export function FrequencyStep() {
  const m = useAssessmentMessages().assessment;
  const { option } = useFormLanguage();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<FormValues>();
  const error = errors.frequency?.message;
  return (
    <div className="space-y-6">
      <ChoiceGroup id={fieldId("frequency")} legend={m.labels.frequency} error={error}>
        {FREQUENCIES.map((o) => (
          <Choice
            key={o.value}
            type="radio"
            value={o.value}
            label={option("frequencies", o.value, o.label)}
            invalid={Boolean(error)}
            {...register("frequency")}
          />
        ))}
      </ChoiceGroup>
      {watch("frequency") === "custom" ? (
        <TextField
          id={fieldId("custom_frequency")}
          label={m.labels.custom_frequency}
          error={errors.custom_frequency?.message}
          {...register("custom_frequency")}
          type="text"
          aria-required="true"
          placeholder={m.placeholders.custom_frequency}
        />
      ) : null}
    </div>
  );
}
