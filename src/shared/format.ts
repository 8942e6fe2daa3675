// Formatters applied while typing (and again on the server before storing).

/** 999-999-9999, or 1-999-999-9999 for 11 digits starting with 1; partial input formats as far as it goes. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) return `1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  const d = digits.slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Uppercase, spaces removed, one space after the third character, at most 7 characters. */
export function formatPostcode(input: string): string {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  const spaced = compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  return spaced.slice(0, 7);
}

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
