import { useFormContext, type RegisterOptions } from "react-hook-form";
import type { OptionList } from "@shared/i18n/options-fr";
import { namedField } from "~/components/ui/form-field";
import { Choice, ChoiceGroup } from "../choice-group";
import type { FieldName, FormValues } from "../form-values";
import { useAssessmentMessages } from "~/i18n/assessment-messages";
import { useFormLanguage } from "~/i18n/form-language";

export const fieldId = (name: FieldName) => `assessment-${name}`;

/** What every step works with: its words, option labels in the page's language, the form, and each field's props. */
export function useStep() {
  const m = useAssessmentMessages().assessment;
  const { option } = useFormLanguage();
  const form = useFormContext<FormValues>();
  const errorOf = (name: FieldName) => form.formState.errors[name]?.message;
  /** A text field's id, label, placeholder, error and registration: spread into a TextField. */
  const textField = (name: FieldName, options?: RegisterOptions<FormValues, FieldName>) => ({
    ...namedField(name, fieldId, m, errorOf(name)),
    ...form.register(name, options),
  });
  return { ...form, m, option, errorOf, textField };
}

/** One checkbox or radio per option, labelled in the page's language, under the field's legend and error. */
export function OptionChoices({
  name,
  type,
  options,
  list,
  columns,
}: {
  name: FieldName;
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string }[];
  list: OptionList;
  columns?: 1 | 2 | 3;
}) {
  const { m, option, register, errorOf } = useStep();
  const error = errorOf(name);
  return (
    <ChoiceGroup id={fieldId(name)} legend={m.labels[name]} error={error} columns={columns}>
      {options.map((o) => (
        <Choice key={o.value} type={type} value={o.value} label={option(list, o.value, o.label)} invalid={Boolean(error)} {...register(name)} />
      ))}
    </ChoiceGroup>
  );
}
