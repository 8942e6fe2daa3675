import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { BusyIcon } from "~/components/ui/busy-icon";

/** An admin's e-mail, as Sign In and Reset Password ask for it (the browser offers the saved sign-in). */
export function AdminEmailField({ id, label, error, registration }: { id: string; label: string; error?: string; registration: UseFormRegisterReturn }) {
  const m = useAdminMessages().adminAuth;
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      {...registration}
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder={m.placeholders.email}
    />
  );
}

/** A sign-in form's full-width submit button; its icon turns into a spinner while the form sends. */
export function AuthSubmit({ busy, icon, children }: { busy: boolean; icon: LucideIcon; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      <BusyIcon busy={busy} icon={icon} className="h-5 w-5" />
      {children}
    </Button>
  );
}
