import type { ReactNode } from "react";

/**
 * One column of a list table, as data: its header, how a row's cell is drawn, and how it sorts.
 * On a phone the same cells are a card: the `title` column is the card's heading and every other
 * cell shows its header as a label beside the value.
 */
export type Column<Row, SortKey extends string = string> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The header is a button sorting by this key. */
  sort?: SortKey;
  /** Or: the header keeps its text and offers buttons for several keys (name and e-mail of a contact column). */
  sorts?: readonly { key: SortKey; label: string }[];
  /** This column's cell is the row's header (`<th scope="row">`) and a phone card's title. */
  title?: boolean;
  /** No label beside the value on a phone card (the actions speak for themselves). */
  noCardLabel?: boolean;
  /** Classes of the cell (widths, alignment) on a wide screen. */
  className?: string;
  /** Header text aligned to the end (an actions column). */
  alignEnd?: boolean;
};

export type SortDir = "asc" | "desc";

/** The list's sort state and how a header changes it. */
export type TableSort<SortKey extends string> = {
  key: SortKey;
  dir: SortDir;
  onSort: (key: SortKey) => void;
  /** The sort button's name: "Sort by Name", or "Sorted by Name, ascending. Reverse the order". */
  hint: (label: string, dir: SortDir | null) => string;
};

/** Tick boxes: the header's select-all and one per row, each with its own name. */
export type TableSelect<Row> = {
  /** "Select all leads on this page" */
  allLabel: string;
  /** Shown beside the select-all box on a phone, where there is no header row: "Select all". */
  allShortLabel: string;
  /** "Select lead Jane Doe" */
  rowLabel: (row: Row) => string;
  /** Only these rows have a tick box, and select-all ticks only them (a visit that can be invoiced); every row by default. */
  selectable?: (row: Row) => boolean;
};
