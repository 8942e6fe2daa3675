import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { addAdminSchema, type AddAdminInput } from "@shared/schemas/auth";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useAddAdmin } from "../api/add-admin";
import { DialogButtons } from "../components/dialog-buttons";
import { sessionQueryKey } from "~/lib/session";
import { serverMessage } from "../server-message";

type Input = z.input<typeof addAdminSchema>;
const EMPTY: Input = { username: "", email: "", password: "" };
const FIELDS = ["username", "email", "password"] as const;

/**
 * Add Admin (spec 001 §2.4, §5): username, e-mail and password checked with the server's schema.
 * The creating admin stays signed in; the new account verifies its e-mail before it can sign in.
 */
export function AddAdminDialog() {
  const m = useAdminMessages().admin;
  const [open, setOpen] = useState(false);
  const addAdmin = useAddAdmin();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, AddAdminInput>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY });

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) reset(EMPTY);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addAdmin.mutateAsync(values);
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
      FIELDS.filter((f) => fields[f]).forEach((f, i) => setError(f, { type: "server", message: fields[f] }, { shouldFocus: i === 0 }));
      notify.error(m.addAdmin.failure.title, serverMessage(err) ?? m.addAdmin.failure.fallback);
      // A session that ended meanwhile shows the sign-in screen.
      if (err instanceof ApiError && err.status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return;
    }
    notify.success(m.addAdmin.success.title, m.addAdmin.success.description(values.email));
    setOpen(false);
    reset(EMPTY);
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="compact">
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">{m.header.addAdmin}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          // Closing a toast (they sit outside the dialog) must not close the dialog and lose the form.
          onInteractOutside={(e) => {
            if ((e.target as Element | null)?.closest?.("[data-sonner-toaster]")) e.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <UserPlus aria-hidden="true" className="h-5 w-5" />
              </span>
              <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{m.addAdmin.title}</Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label={m.addAdmin.close} className="-mr-2 -mt-1 rounded-md p-2 text-muted hover:bg-surface hover:text-ink">
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 text-sm text-muted">{m.addAdmin.description}</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            <TextField
              id="add-admin-username"
              label={m.addAdmin.labels.username}
              error={errors.username?.message}
              {...register("username")}
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={m.addAdmin.placeholders.username}
            />
            <TextField
              id="add-admin-email"
              label={m.addAdmin.labels.email}
              error={errors.email?.message}
              {...register("email")}
              type="email"
              autoComplete="off"
              inputMode="email"
              placeholder={m.addAdmin.placeholders.email}
            />
            <TextField
              id="add-admin-password"
              label={m.addAdmin.labels.password}
              hint={m.addAdmin.passwordHint}
              error={errors.password?.message}
              {...register("password")}
              type="password"
              autoComplete="new-password"
            />
            <DialogButtons
              pending={isSubmitting}
              icon={UserPlus}
              words={{ cancel: m.addAdmin.cancel, confirm: m.addAdmin.submit, pending: m.addAdmin.submitting }}
              className="pt-2"
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
