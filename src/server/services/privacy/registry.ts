import { getTableName, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PrivacyPart } from "../../../shared/schemas/privacy";
import { queryRows, type Db } from "../../db/client";
import type { Person } from "./person";

// The shape of the registry of personal data (personal-tables.ts): each table of the schema is
// either one a person's information lives in, with how it is exported and erased, or one that
// holds none, with why.

/** A row of an archive's part: its columns, in the part's order. */
export type PartRow = Record<string, unknown>;

/** One file pair of the archive (json/<name>.json, csv/<name>.csv): fixed columns, the person's rows. */
export type ExportPart = {
  name: PrivacyPart;
  /** The CSV's columns, in order; each row has exactly these keys. */
  columns: readonly string[];
  rows: (db: Db, person: Person) => Promise<PartRow[]>;
};

export type PersonalTable = {
  table: PgTable;
  /** What it holds of a person, in a few words. */
  holds: string;
  /**
   * Erase or anonymise the person's rows, in the erasure's transaction. Steps run in the
   * registry's order, so a row is unlinked before the row it points to goes.
   */
  erase: (tx: Db, person: Person) => Promise<unknown>;
  /** The archive's part read from it; absent when another part carries it or it is not the person's own (`notExported` says which). */
  export?: ExportPart;
  notExported?: string;
  /** Columns that may still name the person after an erasure (the law's minimum), and why. */
  retains?: { columns: readonly string[]; why: string };
};

export type ImpersonalTable = { table: PgTable; noPersonalData: string };

export type RegistryEntry = PersonalTable | ImpersonalTable;

export const isPersonal = (entry: RegistryEntry): entry is PersonalTable => "erase" in entry;

/** A table that holds someone's information: it says how it is exported (or why not) and erased. */
export function personal(entry: PersonalTable & ({ export: ExportPart } | { notExported: string })): PersonalTable {
  return entry;
}

/** A table that holds no personal information, and why. */
export const impersonal = (table: PgTable, because: string): ImpersonalTable => ({ table, noPersonalData: because });

export const tableName = (entry: RegistryEntry) => getTableName(entry.table);

/** A part whose rows are one query's, its columns aliased to the part's names. */
export function part(name: PrivacyPart, columns: readonly string[], query: (person: Person) => SQL | null): ExportPart {
  return {
    name,
    columns,
    rows: async (db, person) => {
      const q = query(person);
      return q ? queryRows<PartRow>(db, q) : [];
    },
  };
}
