import { act } from "react";

// happy-dom's <select> has no `size` property (browsers answer 0 without the attribute).
// react-hook-form reads it to tell a select the user changed from one it should set to its
// default value; without it, every select would keep its first option.
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute("size") ?? "", 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
  });
}

// Filling React-managed controls in component tests: set the value through the element's own
// setter (so React sees the change) and fire the event React listens to.

export async function typeInto(el: Element | null, value: string) {
  if (!el) throw new Error("no such control");
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export async function choose(el: Element | null, value: string) {
  if (!el) throw new Error("no such select");
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(el, value);
    el.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

export async function click(el: Element | null) {
  if (!el) throw new Error("nothing to click");
  await act(async () => (el as HTMLElement).click());
}

/** The message tied to a control by aria-describedby (its "-error" part), or null. */
export function errorOf(control: Element | null): string | null {
  if (!control || control.getAttribute("aria-invalid") !== "true") return null;
  const id = (control.getAttribute("aria-describedby") ?? "").split(" ").find((i) => i.endsWith("-error"));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Let pending promises (validation, the save) settle. */
export const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
