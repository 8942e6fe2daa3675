import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "~/components/ui/form-field";

type Words = { password: string; confirm: string; hint: string };

/**
 * A new password and its confirmation, as Set New Password and the staff invitation ask for them:
 * the same rules (PASSWORD_MIN, common passwords refused by the server on the first field), hint
 * and browser hints (`new-password`, so a password manager offers a strong one).
 */
export function NewPasswordFields({
  idPrefix,
  words,
  errors,
  register,
}: {
  idPrefix: string;
  words: Words;
  errors: { password?: string; confirm?: string };
  register: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={words.password}
        hint={words.hint}
        error={errors.password}
        {...register.password}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={words.confirm}
        error={errors.confirm}
        {...register.confirm}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
