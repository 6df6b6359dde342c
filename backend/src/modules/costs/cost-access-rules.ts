import { roleSatisfies } from '../../common/access/event-access.rules';
import type { MemberRole } from '../../common/access/member-role';

/** Who may record and change costs; each answers why not, or null when allowed. */

interface Asker {
  userId: string;
  role: MemberRole;
}

const isAdmin = (caller: Asker) => roleSatisfies(caller.role, 'admin');

/** Anyone records an expense they pay for or share in; an admin records any. */
export function expenseAddRefusal(caller: Asker, takesPart: boolean): string | null {
  return takesPart || isAdmin(caller) ? null : 'You can only add an expense you paid for or share in';
}

/** A payer of the expense, or an admin, edits or deletes it. */
export function expenseChangeRefusal(caller: Asker, payerIds: readonly string[]): string | null {
  return payerIds.includes(caller.userId) || isAdmin(caller)
    ? null
    : 'Only a payer or an event admin can change this expense';
}

/** A carpool's driver, or an admin, puts a cost on it. */
export function carpoolCostRefusal(caller: Asker, driverId: string): string | null {
  return driverId === caller.userId || isAdmin(caller)
    ? null
    : "Only the driver or an event admin can add this carpool's cost";
}

/** Only admins put a cost on a stay. */
export function stayCostRefusal(caller: Asker): string | null {
  return isAdmin(caller) ? null : "Only event admins can add a stay's cost";
}

/** One side of the payment, or an admin, records it. */
export function paymentRecordRefusal(caller: Asker, fromUserId: string, toUserId: string): string | null {
  return [fromUserId, toUserId].includes(caller.userId) || isAdmin(caller)
    ? null
    : 'You can only record a payment you made or received';
}

/** Who recorded it, either side, or an admin deletes a payment. */
export function paymentDeleteRefusal(
  caller: Asker,
  payment: { fromUserId: string; toUserId: string; recordedBy: string | null },
): string | null {
  return [payment.fromUserId, payment.toUserId, payment.recordedBy].includes(caller.userId) || isAdmin(caller)
    ? null
    : 'Only the people in this payment, who recorded it, or an event admin can delete it';
}
