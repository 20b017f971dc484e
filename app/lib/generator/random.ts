// A small seeded pseudo-random generator (mulberry32): the same seed gives the same
// sequence on every machine and in every Node version, which Math.random cannot.
// Statistical quality is ample for test data; it is not for secrets.

export const MAX_SEED = 4_294_967_295;

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element, each equally likely. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen in proportion to its weight; all-zero weights count as equal. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** `count` distinct elements, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID made of the sequence. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    weighted(items, weightOf) {
      const weights = items.map((item) => Math.max(0, weightOf(item)));
      const sum = weights.reduce((total, weight) => total + weight, 0);
      if (sum <= 0) return items[int(0, items.length - 1)];
      let point = next() * sum;
      for (let index = 0; index < items.length; index++) {
        point -= weights[index];
        if (point < 0 && weights[index] > 0) return items[index];
      }
      // Floating point can leave a sliver past the last positive weight.
      return items[weights.findLastIndex((weight) => weight > 0)];
    },
    sample(items, count) {
      // A partial Fisher–Yates shuffle: every subset of `count` is equally likely.
      const pool = [...items];
      const size = Math.min(count, pool.length);
      for (let index = 0; index < size; index++) {
        const swap = int(index, pool.length - 1);
        [pool[index], pool[swap]] = [pool[swap], pool[index]];
      }
      return pool.slice(0, size);
    },
    uuid() {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = "4";
      hex[16] = "89ab"[int(0, 3)];
      const text = hex.join("");
      return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
    },
  };
}

/** A fresh seed for a job made without one, stored on the job so that it can be regenerated. */
export function drawSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}
