// The suite's per-file durations from vitest's JSON reports (`TEST_REPORT=file.json npm test`
// writes one report per vitest run: file.test-api.json and file.test-browser.json), as Markdown
// for BENCHMARKS.md: the ten slowest files of the newest reports, and every file before beside
// after when two sets are given. `--save` also writes the slow files' durations to
// scripts/test-durations.json, the order a fresh clone runs them in (scripts/test-sequencer.ts).
//
//   npx tsx bench/test-durations.ts [--save] after.test-api.json,after.test-browser.json [before.json,…]
import fs from "node:fs";
import { DURATIONS_FILE, SLOW_SECONDS } from "../scripts/test-sequencer";

type Report = { startTime: number; numTotalTests: number; testResults: { name: string; startTime: number; endTime: number }[] };

/** Seconds each file took, by its path from the repository's root, over one or more reports (comma-separated). */
function durations(list: string): { files: Map<string, number>; wall: number; tests: number } {
  const files = new Map<string, number>();
  let start = Infinity;
  let end = 0;
  let tests = 0;
  for (const file of list.split(",")) {
    const report = JSON.parse(fs.readFileSync(file, "utf8")) as Report;
    start = Math.min(start, report.startTime);
    tests += report.numTotalTests;
    for (const r of report.testResults) {
      const name = r.name.slice(r.name.search(/\/(src|e2e|scripts)\//) + 1);
      files.set(name, (r.endTime - r.startTime) / 1000);
      end = Math.max(end, r.endTime);
    }
  }
  return { files, wall: (end - start) / 1000, tests };
}

const s = (seconds: number | undefined) => (seconds === undefined ? "–" : seconds.toFixed(1));
const args = process.argv.slice(2);
const save = args[0] === "--save" ? args.shift() : undefined;
const [afterFiles, beforeFiles] = args;
if (!afterFiles) {
  console.error("usage: npx tsx bench/test-durations.ts [--save] after.json[,after2.json] [before.json[,before2.json]]");
  process.exit(1);
}
const after = durations(afterFiles);
const before = beforeFiles ? durations(beforeFiles) : undefined;
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const line = (label: string, d: ReturnType<typeof durations>) =>
  `${label}: ${d.files.size} files, ${d.tests} tests, vitest ${s(d.wall)} s, files' durations summed ${s(sum(d.files))} s`;

console.log(line("after", after));
if (before) console.log(line("before", before));
console.log("\nThe ten slowest files:\n\n| file | s |\n| --- | ---: |");
const slowest = [...after.files].sort((a, b) => b[1] - a[1]);
for (const [name, d] of slowest.slice(0, 10)) console.log(`| \`${name}\` | ${s(d)} |`);
if (before) {
  console.log("\nEvery file, before and after (s):\n\n| file | before | after |\n| --- | ---: | ---: |");
  const names = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  for (const name of names) console.log(`| \`${name}\` | ${s(before.files.get(name))} | ${s(after.files.get(name))} |`);
}
if (save) {
  const slow = Object.fromEntries(slowest.filter(([, d]) => d >= SLOW_SECONDS).map(([name, d]) => [name, Math.round(d)]));
  fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(slow, null, 2)}\n`);
  console.log(`\n${Object.keys(slow).length} files of ${SLOW_SECONDS} s or more written to ${DURATIONS_FILE}`);
}
