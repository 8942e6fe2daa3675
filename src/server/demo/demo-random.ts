// A small seeded random source, so `npm run seed:demo` makes the same data on every run.

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** `count` different items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** mulberry32: tiny, fast and good enough for believable data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const sample = <T>(items: readonly T[], count: number) => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}
