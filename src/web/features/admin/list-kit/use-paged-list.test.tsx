// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, test, vi } from "vitest";
import { render } from "~/test/render";
import { usePagedList, type ListPage, type PagedList } from "./use-paged-list";

type Row = { id: string };
const answer = (ids: string[], total = ids.length): ListPage<Row> => ({ items: ids.map((id) => ({ id })), total, pageSize: 50 });
const result = (data: ListPage<Row> | undefined, over: Partial<UseQueryResult<ListPage<Row>>> = {}) =>
  ({ data, isError: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn(), ...over }) as unknown as UseQueryResult<ListPage<Row>>;

let state: PagedList<Row>;
function Probe({ list, page, goToPage }: { list: UseQueryResult<ListPage<Row>>; page: number; goToPage: (p: number) => void }) {
  state = usePagedList(list, page, goToPage);
  return null;
}

test("loading, failed, then ready with the page count from the total", async () => {
  const go = vi.fn();
  await render(<Probe list={result(undefined, { isFetching: true })} page={1} goToPage={go} />);
  expect([state.status, state.fetching, state.rows]).toEqual(["loading", true, []]);
  await render(<Probe list={result(undefined, { isError: true })} page={1} goToPage={go} />);
  expect(state.status).toBe("failed");
  await render(<Probe list={result(answer(["a", "b"], 120))} page={1} goToPage={go} />);
  expect([state.status, state.pages, state.total, state.rows.length]).toEqual(["ready", 3, 120, 2]);
  expect(go).not.toHaveBeenCalled();
});

test("select all ticks the page, again clears it; rows that leave the page are unticked", async () => {
  const { rerender } = await mountable(result(answer(["a", "b", "c"])));
  await act(async () => state.toggle("b"));
  expect([...state.selected]).toEqual(["b"]);
  await act(async () => state.toggleAll());
  expect([...state.selected].sort()).toEqual(["a", "b", "c"]);
  await rerender(result(answer(["a", "c"])));
  expect([...state.selected].sort()).toEqual(["a", "c"]);
  await act(async () => state.toggleAll());
  expect(state.selected.size).toBe(0);
});

test("select all of some rows (those that can be ticked) ticks them only, again clears the selection", async () => {
  await mountable(result(answer(["a", "b", "c"])));
  await act(async () => state.toggleAll(["a", "c"]));
  expect([...state.selected].sort()).toEqual(["a", "c"]);
  await act(async () => state.toggleAll(["a", "c"]));
  expect(state.selected.size).toBe(0);
});

test("while the next page loads its rows are not shown; a page past the end goes to the last page", async () => {
  const go = vi.fn();
  await render(<Probe list={result(answer(["a"]), { isPlaceholderData: true, isFetching: true })} page={2} goToPage={go} />);
  expect([state.stale, state.rows]).toEqual([true, []]);
  await render(<Probe list={result(answer([], 120))} page={7} goToPage={go} />);
  expect(go).toHaveBeenCalledWith(3);
});

/** One mounted probe that can be given a new answer. */
async function mountable(list: UseQueryResult<ListPage<Row>>) {
  const el = document.createElement("div");
  document.body.append(el);
  const root = createRoot(el);
  const draw = (l: UseQueryResult<ListPage<Row>>) => act(async () => root.render(<Probe list={l} page={1} goToPage={() => {}} />));
  await draw(list);
  return { rerender: draw };
}
