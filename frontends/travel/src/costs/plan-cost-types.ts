import type { ApiAnswer, ApiBody } from '@gatherly/shared';

/** The event's costs (GET /costs): the travel section reads the expenses linked to its carpools and stays. */
export type PlanCostsAnswer = ApiAnswer<'/api/events/{eventId}/costs', 'GET'>;

export type PlanExpense = PlanCostsAnswer['expenses'][number];

export type NewExpense = ApiBody<'/api/events/{eventId}/expenses', 'POST'>;
