export const MAX_CANDIDATES = 10;
export const POLL_CLOSED = 'This poll is closed';

/** A candidate date range: when the event would start and end. */
export interface DateRange {
  startDate: Date;
  endDate: Date;
}

/** A range may last a single instant, not less. */
export function rangeRefusal(range: DateRange): string | null {
  return range.endDate.getTime() < range.startDate.getTime() ? 'End date must be after the start date' : null;
}

/**
 * Why a candidate cannot join the event's open poll (or open one), given the event's start date and the
 * open poll's candidates; null when it can. A poll is for an event whose dates are still to be decided.
 */
export function candidateRefusal(eventStartDate: Date | null, candidates: DateRange[], candidate: DateRange) {
  if (eventStartDate) return 'This event already has dates';
  const same = (range: DateRange) =>
    range.startDate.getTime() === candidate.startDate.getTime() &&
    range.endDate.getTime() === candidate.endDate.getTime();
  if (candidates.some(same)) return 'This date range is already a candidate';
  if (candidates.length >= MAX_CANDIDATES) return `A poll can have at most ${MAX_CANDIDATES} candidate dates`;
  return null;
}
