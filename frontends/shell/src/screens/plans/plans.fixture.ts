import type { Plan } from './plan-copy';

/** Tests only. The catalogue as GET /api/plans answers it (backend/src/modules/subscriptions/tier-catalogue.ts). */
export const PLANS: Plan[] = [
  {
    tier: 'free',
    displayName: 'Free',
    limits: { events: 0, attendeesPerEvent: 25, invitationsPerDay: 10, photosPerEvent: 100, storageMb: 500 },
    features: { customBranding: false, dataExport: false },
  },
  {
    tier: 'paid',
    displayName: 'Pro',
    limits: { events: 10, attendeesPerEvent: 100, invitationsPerDay: 200, photosPerEvent: 2000, storageMb: 10240 },
    features: { customBranding: true, dataExport: true },
  },
  {
    tier: 'enterprise',
    displayName: 'Enterprise',
    limits: { events: null, attendeesPerEvent: 1000, invitationsPerDay: 2000, photosPerEvent: null, storageMb: 102400 },
    features: { customBranding: true, dataExport: true },
  },
];
