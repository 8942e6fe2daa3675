import { PROPERTY_TYPE_GROUPS } from "@shared/options/assessment";
import { Choice, ChoiceGroup } from "../choice-group";
import { fieldId, useStep } from "./step-fields";

/** Step 3: every type that describes the property, in the spec's groups. */
export function PropertyTypeStep() {
  const { m, option, register, errorOf } = useStep();
  const error = errorOf("property_type");
  return (
    <ChoiceGroup id={fieldId("property_type")} legend={m.labels.property_type} error={error} columns={1}>
      {PROPERTY_TYPE_GROUPS.map((group) =>
        group.options.length > 1 ? (
          <fieldset key={group.label} className="min-w-0">
            <legend className="text-sm font-medium text-muted">{option("propertyTypeGroups", group.label, group.label)}</legend>
            <div className="mt-2 grid gap-2.5 sm:grid-cols-2">
              {group.options.map((o) => (
                <Choice
                  key={o.value}
                  type="checkbox"
                  value={o.value}
                  label={option("propertyTypes", o.value, o.label)}
                  invalid={Boolean(error)}
                  {...register("property_type")}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <fieldset key={group.label} className="min-w-0">
            <legend className="sr-only">{option("propertyTypeGroups", group.label, group.label)}</legend>
            <div>
              <Choice
                type="checkbox"
                value={group.options[0].value}
                label={option("propertyTypes", group.options[0].value, group.options[0].label)}
                invalid={Boolean(error)}
                {...register("property_type")}
              />
            </div>
          </fieldset>
        ),
      )}
    </ChoiceGroup>
  );
}
