import { SearchBox, SelectField } from "./controls";
import { FilterPanel } from "./filter-panel";
import type { ListQueryState } from "./use-list-query";

type Text = { heading: string; clear: string; search: string; searchPlaceholder: string; status: string; all: string };

type Props<S extends string> = {
  /** Prefix of the element ids ("leads", "quotes"…). */
  id: string;
  text: Text;
  state: ListQueryState<{ status?: S }>;
  /** The status select's choices, in order, and each one's name. */
  statuses: readonly S[];
  label: (status: S) => string;
};

/** The filters of a list searched and narrowed by status: a search box, then a status select with every status first. */
export function StatusFilters<S extends string>({ id, text, state, statuses, label }: Props<S>) {
  const { query, update, search, hasFilters, clearFilters } = state;
  return (
    <FilterPanel id={id} heading={text.heading} clearLabel={text.clear} showClear={hasFilters} onClear={clearFilters} gridClassName="sm:grid-cols-[2fr_1fr]">
      <SearchBox id={`${id}-search`} label={text.search} placeholder={text.searchPlaceholder} {...search} />
      <SelectField id={`${id}-status`} label={text.status} value={query.status ?? ""} onChange={(s) => update({ status: (s || undefined) as S | undefined })}>
        <option value="">{text.all}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </SelectField>
    </FilterPanel>
  );
}
