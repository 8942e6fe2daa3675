import os from "node:os";
import { renderQuotePdf } from "../src/server/pdf/quote-pdf";
import { COMPANY, sampleQuote } from "../src/server/test/quote-document";

// The quote PDF (renderQuotePdf, in process): a 20-line Ontario quote beside a one-line quote from
// the same function, rendered in turn so that both see the same load; the ratio says what the 19
// lines and the second page cost. Goal: the 20-line PDF's p95 at most 100 ms.

export const PDF_MARKER = "<!-- bench:admin:quote-pdf -->";

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const pages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function quotePdfSection(runs: number): Promise<string> {
  const notes = "Access through the loading dock at the back of the building. The alarm code is given on the first visit.";
  const twenty = sampleQuote({ province: "ON", lines: 20, deposit: { kind: "percent", percent: 25 }, notes });
  const one = sampleQuote({ province: "ON", lines: 1 });
  const render = (document: typeof one) => () => renderQuotePdf({ document, company: COMPANY, acceptance: null, locale: "en" });
  const loadBefore = os.loadavg()[0]!;
  const first = await time(render(twenty));
  for (let i = 0; i < 10; i++) {
    await render(twenty)();
    await render(one)();
  }
  const times = { twenty: [] as number[], one: [] as number[] };
  for (let i = 0; i < runs; i++) {
    times.twenty.push(await time(render(twenty)));
    times.one.push(await time(render(one)));
  }
  const loadAfter = os.loadavg()[0]!;
  const stats = (t: number[]) => {
    const sorted = [...t].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
  const [a, b] = [stats(times.twenty), stats(times.one)];
  const [pdfTwenty, pdfOne] = [await render(twenty)(), await render(one)()];
  const row = (name: string, pdf: Buffer, s: { p50: number; p95: number }) =>
    `| ${name} | ${pages(pdf)} | ${round(pdf.length / 1024)} | ${round(s.p50)} | ${round(s.p95)} |`;
  return `${PDF_MARKER}
## Quote PDF, 20 lines

Run with \`npm run bench:admin\` (this section alone: \`BENCH_ONLY=pdf npm run bench:admin\`) on ${os.cpus().length} cores, Node ${process.version}, in
process: \`renderQuotePdf\` (pdfkit, Inter) of an Ontario quote with 20 lines, notes, a deposit and the terms, and of a one-line
quote, ${runs} renders of each in turn after 10 of warm-up. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 minute) at the start
and the end: ${loadBefore.toFixed(1)} and ${loadAfter.toFixed(1)}. Goal: the 20-line PDF's p95 at most 100 ms.

| document | pages | size (KB) | p50 ms | p95 ms |
| --- | --- | --- | --- | --- |
${row("20 lines", pdfTwenty, a)}
${row("1 line (reference)", pdfOne, b)}
| ratio, 20 lines / 1 line | | | ${round(a.p50 / b.p50)} | ${round(a.p95 / b.p95)} |

The first render in the process, before the fonts had shaped any of its words: ${round(first)} ms.
`;
}
