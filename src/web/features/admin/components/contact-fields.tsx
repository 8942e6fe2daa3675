import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "~/components/ui/form-field";

export type ContactPart = "fullName" | "phoneNumber" | "email";

type Props = {
  /** Each part's id, error and registration, as the caller's form has them. */
  field: (part: ContactPart) => { id: string; error: string | undefined; registration: UseFormRegisterReturn };
  labels: Record<ContactPart, string>;
  emailHint?: string;
  /** The capture form asks for the e-mail too, on a row of its own. */
  emailRequired?: boolean;
};

/** A person's name, phone and e-mail, as the lead, capture and client forms ask for them (two columns). */
export function ContactFields({ field, labels, emailHint, emailRequired = false }: Props) {
  const text = (part: ContactPart, type: "text" | "tel" | "email", required: boolean, more?: object) => {
    const { id, error, registration } = field(part);
    return (
      <TextField
        id={id}
        label={labels[part]}
        error={error}
        {...registration}
        type={type}
        autoComplete="off"
        aria-required={required ? "true" : undefined}
        {...more}
      />
    );
  };
  return (
    <>
      {text("fullName", "text", true)}
      {text("phoneNumber", "tel", true)}
      {text("email", "email", emailRequired, { hint: emailHint, inputMode: "email", fieldClassName: emailRequired ? "sm:col-span-2" : undefined })}
    </>
  );
}
