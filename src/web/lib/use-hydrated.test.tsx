// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { useHydrated } from "./use-hydrated";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
});

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "prerendered"}</p>;
}

test("hydrating prerendered HTML renders it as built first, then as hydrated", async () => {
  const el = document.createElement("div");
  el.innerHTML = renderToString(<Probe seen={[]} />);
  expect(el.textContent).toBe("prerendered");
  document.body.append(el);
  const seen: boolean[] = [];
  await act(async () => void hydrateRoot(el, <Probe seen={seen} />));
  expect(seen).toEqual([false, true]);
  expect(el.textContent).toBe("hydrated");
});

test("a component rendered in the browser from the start is hydrated at once", async () => {
  const el = document.createElement("div");
  document.body.append(el);
  const seen: boolean[] = [];
  await act(async () => createRoot(el).render(<Probe seen={seen} />));
  expect(seen).toEqual([true]);
});
