// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, test } from "vitest";
import { usePagedSelection } from "./use-paged-selection";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { id: string };
type List = UseQueryResult<{ items: Row[]; total: number; pageSize: number }>;
const list = (ids: string[]) => ({ data: { items: ids.map((id) => ({ id })), total: 10, pageSize: 5 }, isPlaceholderData: false }) as unknown as List;

/** The page's rows as toggle buttons, pressed when ticked. */
function Rows({ page }: { page: List }) {
  const { items, selected, toggle } = usePagedSelection(page, 1, () => {});
  return items.map((r) => (
    <button key={r.id} type="button" aria-pressed={selected.has(r.id)} onClick={() => toggle(r.id)}>
      {r.id}
    </button>
  ));
}

test("rows that leave the page are unticked, and stay unticked when they come back", async () => {
  const el = document.createElement("div");
  const root = createRoot(el);
  const show = (ids: string[]) => act(async () => root.render(<Rows page={list(ids)} />));
  const ticked = () => [...el.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent);
  const tick = (id: string) => act(async () => [...el.querySelectorAll("button")].find((b) => b.textContent === id)!.click());

  await show(["a", "b", "c"]);
  await tick("a");
  await tick("b");
  expect(ticked()).toEqual(["a", "b"]);

  // The same rows fetched again: the ticks stay.
  await show(["a", "b", "c"]);
  expect(ticked()).toEqual(["a", "b"]);

  // "b" left the page (deleted, or another page shown): only "a" stays ticked.
  await show(["a", "c"]);
  expect(ticked()).toEqual(["a"]);
  await show(["a", "b", "c"]);
  expect(ticked()).toEqual(["a"]);
  act(() => root.unmount());
});
