import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach } from "vitest";

// Component tests (happy-dom): render into the document inside a router, and clean up after each.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const el = document.createElement("div");
  document.body.append(el);
  await act(async () => createRoot(el).render(<MemoryRouter>{ui}</MemoryRouter>));
  return el;
}

/** An element's text with runs of white space collapsed. */
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";
