import { useFormContext } from "react-hook-form";
import { ADD_ON_OPTIONS, SERVICE_TYPES } from "@shared/options/assessment";
import { Choice, ChoiceGroup } from "../choice-group";
import type { FormValues } from "../form-values";
import { fieldId } from "./contact-step";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

/** Step 2: the services, and the add-ons of Specialty Cleaning. */
export function ServiceStep() {
  const m = useAssessmentMessages().assessment;
  const { option } = useFormLanguage();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<FormValues>();
  const specialty = watch("service_type").includes("specialty");
  const error = errors.service_type?.message;
  return (
    <div className="space-y-8">
      <ChoiceGroup id={fieldId("service_type")} legend={m.labels.service_type} error={error}>
        {SERVICE_TYPES.map((o) => (
          <Choice
            key={o.value}
            type="checkbox"
            value={o.value}
            label={option("serviceTypes", o.value, o.label)}
            invalid={Boolean(error)}
            {...register("service_type")}
          />
        ))}
      </ChoiceGroup>
      {specialty ? (
        <ChoiceGroup id={fieldId("add_on_options")} legend={m.labels.add_on_options} hint={m.hints.addOns}>
          {ADD_ON_OPTIONS.map((o) => (
            <Choice key={o.value} type="checkbox" value={o.value} label={option("addOns", o.value, o.label)} {...register("add_on_options")} />
          ))}
        </ChoiceGroup>
      ) : null}
    </div>
  );
}
