/** A seeded pseudo-random source (mulberry32): the same seed gives the same store. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** A time between `from` and `to` (ms). */
  between(from: number, to: number): number;
  /** `length` lower-case letters and digits. */
  token(length: number): string;
  /** A version-4 UUID, like a Cognito sub. */
  uuid(): string;
}

const TOKEN_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The random source of one seed and one stream (a user's index), independent of every other stream. */
export function randomFor(seed: number, stream: number): Random {
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (values) => values[Math.floor(next() * values.length)] as (typeof values)[number],
    between: (from, to) => Math.floor(from + next() * (to - from)),
    token: (length) => Array.from({ length }, () => TOKEN_CHARACTERS[int(0, TOKEN_CHARACTERS.length - 1)]).join(''),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
