// How many photos are decoded at once, and how much may wait: each photo being processed holds
// its decoded pixels (tens of MB for a 12-megapixel photo turned on its side), so ten photos
// arriving together are processed `slots` at a time and the others wait their turn, holding only
// the bytes they arrived with. Past `maxBytes` of photos running or waiting, a photo is turned
// away (the caller answers 503 with Retry-After) instead of letting memory grow with the queue.

export type PhotoSlots = {
  /** Run `work` once a slot is free; null (and `work` never runs) when `bytes` more would pass the budget. */
  run<T>(bytes: number, work: () => Promise<T>): Promise<T> | null;
  /** Photos running and waiting, and their bytes: for tests and the benchmark. */
  readonly load: { running: number; waiting: number; bytes: number };
};

export function createPhotoSlots(options: { slots: number; maxBytes: number }): PhotoSlots {
  const { slots, maxBytes } = options;
  const waiting: (() => void)[] = [];
  let running = 0;
  let bytesHeld = 0;

  const release = (bytes: number) => {
    bytesHeld -= bytes;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    run<T>(bytes: number, work: () => Promise<T>): Promise<T> | null {
      // One photo alone is always taken, whatever its size (the caller bounds a file's size).
      if (bytesHeld > 0 && bytesHeld + bytes > maxBytes) return null;
      bytesHeld += bytes;
      // The slot passes straight from a finished photo to the next waiting one.
      const turn =
        running < slots
          ? (running++, Promise.resolve())
          : new Promise<void>((resolve) => {
              waiting.push(resolve);
            });
      return turn.then(work).finally(() => release(bytes));
    },
    get load() {
      return { running, waiting: waiting.length, bytes: bytesHeld };
    },
  };
}
