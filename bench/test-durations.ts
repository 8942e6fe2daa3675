// The suite's per-file durations from vitest's JSON reports (`TEST_REPORT=file.json npm test`), as
// Markdown for BENCHMARKS.md: the ten slowest files of the newest report, and every file before
// beside after when two reports are given.
//
//   npx tsx bench/test-durations.ts after.json [before.json]
import fs from "node:fs";
import path from "node:path";

type Report = { startTime: number; numTotalTests: number; testResults: { name: string; startTime: number; endTime: number }[] };

/** Seconds each file took, by its path from the repository's root. */
function durations(file: string): { files: Map<string, number>; wall: number; tests: number } {
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as Report;
  const files = new Map<string, number>();
  let end = report.startTime;
  for (const r of report.testResults) {
    const name = r.name.slice(r.name.search(/\/(src|e2e|scripts)\//) + 1);
    files.set(name, (r.endTime - r.startTime) / 1000);
    end = Math.max(end, r.endTime);
  }
  return { files, wall: (end - report.startTime) / 1000, tests: report.numTotalTests };
}

const s = (seconds: number | undefined) => (seconds === undefined ? "–" : seconds.toFixed(1));
const [afterFile, beforeFile] = process.argv.slice(2);
if (!afterFile) {
  console.error("usage: npx tsx bench/test-durations.ts after.json [before.json]");
  process.exit(1);
}
const after = durations(afterFile);
const before = beforeFile ? durations(beforeFile) : undefined;
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

console.log(
  `${path.basename(afterFile)}: ${after.files.size} files, ${after.tests} tests, vitest ${s(after.wall)} s, files' durations summed ${s(sum(after.files))} s`,
);
if (before)
  console.log(
    `${path.basename(beforeFile!)}: ${before.files.size} files, ${before.tests} tests, vitest ${s(before.wall)} s, files' durations summed ${s(sum(before.files))} s`,
  );
console.log("\nThe ten slowest files:\n\n| file | s |\n| --- | ---: |");
for (const [name, d] of [...after.files].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`| \`${name}\` | ${s(d)} |`);
if (before) {
  console.log("\nEvery file, before and after (s):\n\n| file | before | after |\n| --- | ---: | ---: |");
  const names = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  for (const name of names) console.log(`| \`${name}\` | ${s(before.files.get(name))} | ${s(after.files.get(name))} |`);
}
