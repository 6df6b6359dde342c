import { type ApiAnswer, formatMoney, intlDigits } from '@gatherly/shared';

/** A plan as GET /api/plans lists it: its enforced limits (null: unlimited) and the features that exist. */
export type Plan = ApiAnswer<'/api/plans', 'GET'>['plans'][number];
export type TierName = Plan['tier'];

/** Spec section 4: Pro is offered from free, Enterprise from Pro; Enterprise is the largest plan. */
export const UPGRADE_TARGET: Record<TierName, TierName | null> = { free: 'paid', paid: 'enterprise', enterprise: null };

/** What GET /api/billing answers: whether plans are sold here (through Stripe) and at what price. */
export type Billing = ApiAnswer<'/api/billing', 'GET'>;
export type PlanPrice = Billing['prices'][number];

/** The query key of GET /api/billing: the plans page is its only reader. */
export const BILLING_KEY = ['/api/billing'] as const;

/** A price as a plan card shows it: '$9 / month', '$49.50 / year'. */
export function priceText({ amount, currency, interval }: PlanPrice): string {
  const code = currency.toUpperCase();
  return `${formatMoney(amount, code, intlDigits(code), { wholeWithoutDecimals: true })} / ${interval}`;
}

/** Without billing, nobody buys a plan here: the person who runs this Gatherly assigns it. */
export const ASSIGNED_BY_ADMINISTRATOR =
  'Plans are assigned by the administrator of this Gatherly, the person who runs it. Ask them for the plan you need.';

const count = (value: number) => value.toLocaleString('en-US');

/** A limit as a plan card shows it: 'Unlimited', 'None' or the number. */
export function limitText(limit: number | null): string {
  if (limit === null) return 'Unlimited';
  return limit === 0 ? 'None' : count(limit);
}

/** Megabytes as people read them: '500 MB', '10 GB'. */
export function storageText(megabytes: number | null): string {
  if (megabytes === null) return 'Unlimited';
  if (megabytes >= 1024 && megabytes % 1024 === 0) return `${count(megabytes / 1024)} GB`;
  return `${count(megabytes)} MB`;
}

/** Whether a plan lets one create events at all (the free plan does not). */
export const canCreateEvents = (plan: Pick<Plan, 'limits'>) => plan.limits.events !== 0;

const events = (n: number) => `${count(n)} ${n === 1 ? 'event' : 'events'}`;

/** The events line of a plan card. */
export function eventAllowance(limit: number | null): string {
  if (limit === null) return 'Create unlimited events';
  if (limit === 0) return 'Join events you’re invited to';
  return `Create up to ${events(limit)}`;
}

/**
 * The upgrade dialog's first sentence, true to the numbers: a plan without events is not "at its limit
 * of 0/0", it simply does not include creating events.
 */
export function limitReachedText(displayName: string, used: number, limit: number | null): string {
  if (limit === 0) {
    return `The ${displayName} plan lets you join events you’re invited to, but creating your own is not included.`;
  }
  if (limit === null) return `Your ${displayName} plan has no limit on events.`;
  return `You’ve created ${used} of the ${events(limit)} your ${displayName} plan allows.`;
}

/** The events line of the pitch: a multiple only of a real number ('10x more events' from 1 to 10). */
export function eventsPitch(current: number | null, target: number | null): string | null {
  if (target === null) return current === null ? null : 'Unlimited events';
  if (current === null || target <= current) return null;
  if (current === 0) return `Create up to ${events(target)}`;
  const ratio = target / current;
  return Number.isInteger(ratio) && ratio >= 2
    ? `${ratio}x more events (up to ${count(target)})`
    : `Up to ${events(target)}`;
}

/** A larger limit of the target plan, or null when it is not larger. */
function more(current: number | null, target: number | null, text: (limit: number | null) => string): string | null {
  if (current === null) return null;
  if (target !== null && target <= current) return null;
  return text(target);
}

/** What moving from one plan to the next gives, from the catalogue's numbers; only features that exist. */
export function upgradePitch(current: Plan, target: Plan): string[] {
  const { limits: from } = current;
  const { limits: to } = target;
  return [
    eventsPitch(from.events, to.events),
    more(from.attendeesPerEvent, to.attendeesPerEvent, (n) =>
      n === null ? 'Unlimited attendees per event' : `Up to ${count(n)} attendees per event`,
    ),
    target.features.customBranding && !current.features.customBranding
      ? 'Your own logo, colours and banner on your events'
      : null,
    target.features.dataExport && !current.features.dataExport
      ? 'Export members, travel, the schedule and photos'
      : null,
    more(from.photosPerEvent, to.photosPerEvent, (n) =>
      n === null ? 'Unlimited photos per event' : `Up to ${count(n)} photos per event`,
    ),
    more(from.storageMb, to.storageMb, (n) => `${storageText(n)} for photos and banners`),
    more(from.invitationsPerDay, to.invitationsPerDay, (n) =>
      n === null ? 'Unlimited invitation e-mails' : `${count(n)} invitation e-mails a day`,
    ),
  ].filter((line): line is string => line !== null);
}
