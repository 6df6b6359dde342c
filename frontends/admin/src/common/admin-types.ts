import type { ApiAnswer, ApiBody } from '@gatherly/shared';

/** A page of users (GET /api/admin/users): the newest first, `nextCursor` null on the last page. */
export type UserPage = ApiAnswer<'/api/admin/users', 'GET'>;

/** A user as the operator console shows them: plan, sign-in state, usage and billing. */
export type AdminUser = UserPage['users'][number];

export type Plan = AdminUser['tier'];

/** One user with the events they belong to (GET /api/admin/users/{userId}). */
export type UserDetail = ApiAnswer<'/api/admin/users/{userId}', 'GET'>;

export type UserEvent = UserDetail['events'][number];

export type QueueHealth = ApiAnswer<'/api/admin/queues', 'GET'>['queues'][number];

export type FailedJob = ApiAnswer<'/api/admin/queues/{queue}/failed', 'GET'>['jobs'][number];

export type TestEmailAnswer = ApiAnswer<'/api/admin/test-email', 'POST'>;

export type TestEmailRequest = ApiBody<'/api/admin/test-email', 'POST'>;

export type AuditPage = ApiAnswer<'/api/admin/audit', 'GET'>;

export type AuditEntry = AuditPage['entries'][number];
