import type { AdminUser, AuditEntry, FailedJob, QueueHealth, UserEvent } from './admin-types';

export const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-ana',
  email: 'ana@example.com',
  displayName: 'Ana Alves',
  tier: 'free',
  subscriptionStatus: 'free',
  disabled: false,
  operator: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-12-01T09:30:00.000Z',
  eventsCreated: 2,
  storageBytes: 3 * 1024 * 1024,
  billing: null,
  ...overrides,
});

export const userEvent = (overrides: Partial<UserEvent> = {}): UserEvent => ({
  id: 'e-1',
  name: 'Lisbon Weekend',
  role: 'admin',
  createdByUser: true,
  members: 6,
  photos: 12,
  storageBytes: 2 * 1024 * 1024,
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

export const queue = (name: string, counts: Partial<QueueHealth['counts']> = {}, paused = false): QueueHealth => ({
  name,
  counts: { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0, ...counts },
  paused,
});

export const failedJob = (overrides: Partial<FailedJob> = {}): FailedJob => ({
  id: 'photo-p1',
  name: 'photo',
  failedReason: 'EISDIR: illegal operation on a directory, read',
  attemptsMade: 5,
  failedAt: '2026-12-06T18:00:00.000Z',
  ...overrides,
});

export const auditEntry = (n: number): AuditEntry => ({
  id: `a-${n}`,
  operatorEmail: 'op@example.com',
  action: 'user.plan',
  targetType: 'user',
  targetId: 'u-ana',
  summary: `Changed ana@example.com's plan to Pro (${n})`,
  createdAt: '2026-12-06T18:00:00.000Z',
});
