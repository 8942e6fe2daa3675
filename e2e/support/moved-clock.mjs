// Preloaded into a test's server process (NODE_OPTIONS=--import) to move its clock: every
// `new Date()` and `Date.now()` (and so the embedded database's now(), which reads Date.now) runs
// ahead by the milliseconds written in the file CLOCK_FILE, read again every 100 ms, so a test can
// move a running server's clock forward. Timers keep real time.
import fs from "node:fs";

const file = process.env.CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      const ms = Number(fs.readFileSync(file, "utf8"));
      if (Number.isFinite(ms)) offset = ms;
    } catch {
      // Not written yet: real time.
    }
  };
  read();
  setInterval(read, 100).unref();
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate;
}
