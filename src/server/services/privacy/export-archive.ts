import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { sql } from "drizzle-orm";
import { csvRow } from "../../http/csv";
import { queryRows, type Db } from "../../db/client";
import type { Config } from "../../env";
import { invoicePdf } from "../invoices/invoice-mail";
import { invoiceDocument, loadInvoice } from "../invoices/invoice-record";
import { invoiceShownTo } from "../portal/portal-invoices";
import { shownTo } from "../portal/portal-quotes";
import { photoDirOf, readPhotoFile } from "../photos/photo-files";
import { quotePdf } from "../quotes/quote-mail";
import { loadQuote, quoteAcceptance, quoteDocument } from "../quotes/quote-record";
import { archiveWords } from "./archive-words";
import type { Person } from "./person";
import { EXPORT_PARTS } from "./personal-tables";
import type { PartRow } from "./registry";

// A person's archive (issue 28: portability, Law 25 s. 27; access, PIPEDA principle 4.9): one
// ZIP file with each part of the registry as JSON and as CSV (UTF-8 with a byte-order mark, so a
// spreadsheet reads accents; the part's fixed columns), the PDFs of the quotes and invoices the
// portal shows them, the photos of their visits, and a README in their language. The records and
// PDFs are made in memory (a few hundred rows and PDFs); the photos, which can reach hundreds of
// MB over the years, are read from their files one at a time as the archive is sent (decision
// 061). PDFs and photos are stored, not compressed again.

const BOM = "\uFEFF";
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;

/** A value as both files write it: timestamps in ISO 8601 (UTC), cents as numbers (PostgreSQL's int8 comes as text). */
function normal(column: string, value: unknown): unknown {
  if (typeof value === "string" && PG_TIMESTAMP.test(value)) return new Date(value).toISOString();
  if (column.endsWith("_cents") && value !== null && value !== undefined) return Number(value);
  if (typeof value === "bigint") return Number(value);
  return value ?? null;
}

const cell = (value: unknown): string => (value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/** The part's rows, each with exactly its columns in order. */
const shaped = (columns: readonly string[], rows: PartRow[]) => rows.map((row) => Object.fromEntries(columns.map((c) => [c, normal(c, row[c])])));

/** How many records each part holds for the person (the portal's "what we hold"). */
export async function heldCounts(db: Db, person: Person) {
  const counts = [];
  for (const part of EXPORT_PARTS) counts.push({ part: part.name, count: (await part.rows(db, person)).length });
  return counts;
}

const encoder = new TextEncoder();

/** One file of the archive: its path, and its bytes or how to read them when its turn comes. */
type ArchiveFile = { name: string; stored: boolean; bytes: Uint8Array | (() => Promise<Uint8Array>) };

/** The ZIP archive of the person's information, sent as it is written, and its file name. */
export async function buildArchive(options: {
  db: Db;
  config: Config;
  person: Person;
  today: string;
}): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const { db, config, person, today } = options;
  const words = archiveWords(person.language);
  const files: ArchiveFile[] = [
    { name: "README.txt", stored: false, bytes: encoder.encode(`${words.readme(config.site.companyName, today).join("\r\n")}\r\n`) },
  ];
  let photos: PartRow[] = [];
  for (const part of EXPORT_PARTS) {
    const found = await part.rows(db, person);
    if (part.name === "photos") photos = found;
    const rows = shaped(part.columns, found);
    files.push({ name: `json/${part.name}.json`, stored: false, bytes: encoder.encode(`${JSON.stringify(rows, null, 2)}\n`) });
    files.push({
      name: `csv/${part.name}.csv`,
      stored: false,
      bytes: encoder.encode(BOM + csvRow(part.columns) + rows.map((r) => csvRow(part.columns.map((c) => cell(r[c])))).join("")),
    });
  }
  for (const [name, pdf] of await documentPdfs(db, config, person)) files.push({ name, stored: true, bytes: pdf });
  // A photo whose file is missing (a restored older backup's row) is an empty file: its line in photos.json stays.
  for (const { id, file } of photos as { id: string; file: string }[]) {
    files.push({ name: file, stored: true, bytes: async () => (await readPhotoFile(photoDirOf(config), id, "full")) ?? new Uint8Array() });
  }
  return { stream: zipStream(files), filename: `${words.file}-${today}.zip` };
}

/** The files as one ZIP, written a file at a time as the reader asks for more (photos read then). */
function zipStream(files: ArchiveFile[]): ReadableStream<Uint8Array> {
  let zip: Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const file = files[next++];
      if (!file) return zip.end();
      const bytes = typeof file.bytes === "function" ? await file.bytes() : file.bytes;
      const entry = file.stored ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
    },
  });
}

/** The PDFs of the quotes and invoices the portal shows the client, by their path in the archive. */
async function documentPdfs(db: Db, config: Config, person: Person): Promise<[string, Uint8Array][]> {
  if (!person.clientId) return [];
  const out: [string, Uint8Array][] = [];
  for (const { id } of await queryRows<{ id: string }>(db, sql`select id from quotes where client_id = ${person.clientId} order by number`)) {
    const row = (await loadQuote(db, id))!;
    if (!shownTo(person.clientId)(row)) continue;
    const acceptance = row.status === "accepted" ? await quoteAcceptance(db, row.id) : null;
    out.push([`pdf/quotes/${row.number}.pdf`, await quotePdf(config, await quoteDocument(db, row), acceptance, row.company)]);
  }
  for (const { id } of await queryRows<{ id: string }>(db, sql`select id from invoices where client_id = ${person.clientId} order by number`)) {
    const row = (await loadInvoice(db, id))!;
    if (!invoiceShownTo(person.clientId)(row)) continue;
    out.push([`pdf/invoices/${row.number}.pdf`, await invoicePdf(config, await invoiceDocument(db, row), row.company)]);
  }
  return out;
}
