// Finding a message in react-hook-form's nested errors by a dotted path ("lines.0.quantity").

/** A control's id: "quote-lines-0-quantity". */
export const fieldId = (path: string) => `quote-${path.replaceAll(".", "-")}`;

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
