import { EMPTY, type FormValues } from "./form-values";

const STORAGE_KEY = "assessment-progress";

/** What survives a reload: the answers, the step and the key of this form fill. */
export type Progress = { values: FormValues; step: number; key: string };

export function loadProgress(): Progress | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Progress>;
    if (typeof saved.key !== "string" || typeof saved.step !== "number") return null;
    return { values: { ...EMPTY, ...saved.values }, step: Math.min(Math.max(Math.trunc(saved.step), 1), 7), key: saved.key };
  } catch {
    return null;
  }
}

export function saveProgress(progress: Progress) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage may be full or disabled; the form still works without it.
  }
}

export function clearProgress() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export const newKey = () => crypto.randomUUID();
