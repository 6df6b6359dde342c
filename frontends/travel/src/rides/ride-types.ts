import type { ApiAnswer } from '@gatherly/shared';

/** People landing close together at one airport with no ride yet (GET /ride-suggestions). */
export type RideSuggestionsAnswer = ApiAnswer<'/api/events/{eventId}/ride-suggestions', 'GET'>;

export type RideSuggestion = RideSuggestionsAnswer['suggestions'][number];
