// The order vitest starts test files in. vitest runs the files it has timed before longest first,
// but a fresh clone has no timings, and it then starts the largest files first: the crash rounds,
// a short file that waits on server processes for a minute and a half, started last and ran
// alone at the end. The durations of the slow files, saved from a run
// (`npx tsx bench/test-durations.ts --save …`), put them first; the rest follow vitest's order.
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const DURATIONS_FILE = path.join(import.meta.dirname, "test-durations.json");
/** Files at least this long (seconds) are saved. */
export const SLOW_SECONDS = 5;

const known: Record<string, number> = fs.existsSync(DURATIONS_FILE) ? JSON.parse(fs.readFileSync(DURATIONS_FILE, "utf8")) : {};
const root = path.resolve(import.meta.dirname, "..");

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (f: TestSpecification) => known[path.relative(root, f.moduleId)] ?? 0;
    const group = (f: TestSpecification) => f.project.config.sequence.groupOrder;
    // Array.prototype.sort is stable: files of equal (or no) saved duration keep vitest's order.
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || seconds(b) - seconds(a));
  }
}
