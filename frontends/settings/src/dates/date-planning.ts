/** Spec section 4: 'specific' when both dates exist, otherwise 'tbd'. */
export type PlanningMode = 'specific' | 'tbd';

export function planningMode(startDate: string | null, endDate: string | null): PlanningMode {
  return startDate && endDate ? 'specific' : 'tbd';
}

export const TBD_TEXT = 'Event dates will be determined later. Members will be notified when dates are set.';
