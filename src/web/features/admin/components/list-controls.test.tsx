// @vitest-environment happy-dom
import { act, useState } from "react";
import { expect, test, vi } from "vitest";
import { render } from "~/test/render";
import { SearchBox } from "./list-controls";

// A list page's address state: the search box sends its text there, and other controls set it.
function Page({ onSearch }: { onSearch: (search: string) => void }) {
  const [value, setValue] = useState("");
  const onChange = (search: string) => {
    onSearch(search);
    setValue(search);
  };
  return (
    <>
      <SearchBox id="search" label="Search" placeholder="Name" value={value} onChange={onChange} />
      <button type="button" onClick={() => setValue("kitchen")}>
        Back
      </button>
      <button type="button" onClick={() => setValue("")}>
        Clear Filters
      </button>
    </>
  );
}

function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

test("typed text reaches the address trimmed, and the box keeps what was typed", async () => {
  vi.useFakeTimers();
  const onSearch = vi.fn();
  const el = await render(<Page onSearch={onSearch} />);
  const input = el.querySelector("input")!;
  await act(async () => type(input, " oven "));
  await act(async () => vi.advanceTimersByTime(299));
  expect(onSearch).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledWith("oven");
  await act(async () => vi.advanceTimersByTime(1000));
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(input.value).toBe(" oven ");
  vi.useRealTimers();
});

test("a search set by other means (back button, Clear Filters) replaces the box's text", async () => {
  const el = await render(<Page onSearch={() => {}} />);
  const input = el.querySelector("input")!;
  const [back, clearFilters] = el.querySelectorAll("button");
  await act(async () => back!.click());
  expect(input.value).toBe("kitchen");
  await act(async () => clearFilters!.click());
  expect(input.value).toBe("");
});
