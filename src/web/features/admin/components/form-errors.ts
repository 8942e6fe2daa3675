import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "~/lib/api";

// Finding a message in react-hook-form's nested errors by a dotted path ("lines.0.quantity"), and
// showing the server's refusals on their fields.

/** The message at `path`, or undefined. */
export function errorAt(errors: object, path: string): string | undefined {
  const found = path.split(".").reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), errors);
  return (found as { message?: string } | undefined)?.message || undefined;
}

/** The first message anywhere in `errors` (a part with no control of its own). */
export function anyMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, value] of Object.entries(errors)) {
    const found = key === "ref" ? undefined : anyMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** A 400's field messages under their fields (in the form's order), the first one focused. */
export function showFieldErrors<T extends FieldValues>(err: unknown, order: readonly Path<T>[], setError: UseFormSetError<T>) {
  const fields = err instanceof ApiError && err.status === 400 ? (err.fields ?? {}) : {};
  order.filter((f) => fields[f]).forEach((f, i) => setError(f, { type: "server", message: fields[f] }, { shouldFocus: i === 0 }));
}
