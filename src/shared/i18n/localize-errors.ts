import { ERROR_MESSAGES } from "./error-messages";
import { localizeMessage, pairs, reading, withLabel, type FrenchMessages, type Reader } from "./localize";

// The server's answers back in French: its refusals (error-messages.ts) and the validation
// messages (localize.ts). Apart from localize.ts, which the French pages load for their forms:
// these are the portal's words, and the public pages must not carry them.

const PARAMETERISED: Reader[] = [
  // errors.notFound, errors.quote.newVersion, errors.visit.tooSoon
  reading(/^(.+) not found$/, (fr, [label]) => withLabel(fr, label, fr.errors.notFound)),
  reading(/^This quote was updated while you were reading it\. Please review the latest version \(version (\d+)\) before you accept\.$/, (fr, [v]) =>
    fr.errors.quote.newVersion(Number(v)),
  ),
  reading(/^This visit starts within (\d+) hours: to have it (moved|cancelled), please call us at (.+)\.$/, (fr, [hours, verb, phone]) =>
    fr.errors.visit.tooSoon(verb === "moved" ? "reschedule" : "cancel", Number(hours), phone!),
  ),
];

const fixedTexts = new WeakMap<FrenchMessages, Map<string, string>>();

/** The French of a known English refusal or validation message; any other message unchanged. */
export function localizeError(message: string, french: FrenchMessages): string {
  let fixed = fixedTexts.get(french);
  if (!fixed) fixedTexts.set(french, (fixed = pairs(ERROR_MESSAGES, french.errors, new Map())));
  const known = fixed.get(message);
  if (known !== undefined) return known;
  for (const read of PARAMETERISED) {
    const translated = read(message, french);
    if (translated !== undefined) return translated;
  }
  return localizeMessage(message, french);
}

/** Each field's message in French (see localizeError). */
export const localizeFields = (fields: Record<string, string>, french: FrenchMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, localizeError(message, french)]));
