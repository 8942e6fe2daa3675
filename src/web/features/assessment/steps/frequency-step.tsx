import { FREQUENCIES } from "@shared/options/assessment";
import { TextField } from "~/components/ui/form-field";
import { OptionChoices, useStep } from "./step-fields";

/** Step 5: how often, or a described custom schedule. */
export function FrequencyStep() {
  const { watch, textField } = useStep();
  return (
    <div className="space-y-6">
      <OptionChoices name="frequency" type="radio" options={FREQUENCIES} list="frequencies" />
      {watch("frequency") === "custom" ? <TextField {...textField("custom_frequency")} type="text" aria-required="true" /> : null}
    </div>
  );
}
