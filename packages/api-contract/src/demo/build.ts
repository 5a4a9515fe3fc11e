import { randomFor, type Random } from './random';
import { fixtureNow, type FixtureOptions } from './time';

/** The seed every builder uses unless it is given one. */
export const defaultSeed = 1;

/** Makes one demo item from its own random stream, with its id and its place in a list (0 for a single item). */
export type Make<T> = (random: Random, id: number, now: Date, index: number) => T;

/** A builder of one item with `id`, at the fixed "now", with `overrides` on top. */
export const oneBuilder =
  <T>(make: Make<T>, id: number) =>
  (overrides: Partial<T> = {}, seed = defaultSeed): T => ({
    ...make(randomFor(seed, 0), id, fixtureNow, 0),
    ...overrides,
  });

/** A builder of `count` items with consecutive ids from `firstId` (or `options.firstId`). */
export const listBuilder =
  <T>(make: Make<T>, firstId: number) =>
  (count: number, seed = defaultSeed, options: FixtureOptions = {}): T[] => {
    const now = options.now ?? fixtureNow;
    const start = options.firstId ?? firstId;
    const offset = options.offset ?? 0;
    return Array.from({ length: count }, (_, place) => {
      const index = offset + place;
      return make(randomFor(seed, index), start + index, now, index);
    });
  };
