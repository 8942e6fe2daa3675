import { ADD_ON_OPTIONS, SERVICE_TYPES } from "@shared/options/assessment";
import { Choice, ChoiceGroup } from "../choice-group";
import { OptionChoices, fieldId, useStep } from "./step-fields";

/** Step 2: the services, and the add-ons of Specialty Cleaning. */
export function ServiceStep() {
  const { m, option, register, watch } = useStep();
  const specialty = watch("service_type").includes("specialty");
  return (
    <div className="space-y-8">
      <OptionChoices name="service_type" type="checkbox" options={SERVICE_TYPES} list="serviceTypes" />
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
