import type { Prng } from './prng';

/** Fixed dates rather than the clock, so every run seeds the same rows. */
const EVENT_START = Date.parse('2026-07-10T16:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;

/** A moment between `fromDays` and `toDays` around the event's start, to the minute. */
export function aroundEvent(rng: Prng, fromDays: number, toDays: number): Date {
  const minutes = rng.int(Math.round((fromDays * DAY) / MINUTE), Math.round((toDays * DAY) / MINUTE));
  return new Date(EVENT_START + minutes * MINUTE);
}

export function later(date: Date, minMinutes: number, maxMinutes: number, rng: Prng): Date {
  return new Date(date.getTime() + rng.int(minMinutes, maxMinutes) * MINUTE);
}
