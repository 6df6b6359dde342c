import type { ApiAnswer, ApiBody } from '@gatherly/shared';

/** Every stay with its rooms and who sleeps where, and everyone without a bed (GET /stays). */
export type StaysAnswer = ApiAnswer<'/api/events/{eventId}/stays', 'GET'>;

export type Stay = StaysAnswer['stays'][number];

export type StayRoom = Stay['rooms'][number];

/** Someone who sleeps somewhere, or has no bed yet: a member (userId) or a party's guest (guestId). */
export type Sleeper = StaysAnswer['withoutBed'][number];

export type StayKind = Stay['kind'];

export type NewStay = ApiBody<'/api/events/{eventId}/stays', 'POST'>;

export type StayChanges = ApiBody<'/api/stays/{stayId}', 'PATCH'>;

export type NewRoom = ApiBody<'/api/stays/{stayId}/rooms', 'POST'>;

export type RoomChanges = ApiBody<'/api/stay-rooms/{roomId}', 'PATCH'>;

/** Who a bed is for: exactly one of the two. */
export type SleeperRef = { userId: string } | { guestId: string };
