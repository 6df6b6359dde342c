import { BadGatewayException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import type { Db } from '../../../database/sql';
import { AuthSessionsService } from '../../auth/auth-sessions.service';
import { MembersService } from '../../members/members.service';
import { deleteCommentsBy } from '../../messages/comments/comments.repository';
import { StoredFiles } from '../../photos/stored-files';
import { BillingService } from '../../subscriptions/billing/billing.service';
import type { TierName } from '../../subscriptions/subscription-tier.entity';
import { TIER_CATALOGUE } from '../../subscriptions/tier-catalogue';
import { OperatorAuditRepository } from '../audit/operator-audit.repository';
import type { Operator } from '../operator.guard';
import { pageOf, parsePageCursor } from '../page-cursor';
import { AccountErasureRepository } from './account-erasure.repository';
import { containsPattern, selfActionRefusal, statusOfAssignedPlan, tombstoneOf } from './account-rules';
import { AdminUsersRepository, type LockedAccount } from './admin-users.repository';
import {
  type AdminUserDetailResponse,
  type AdminUserPageResponse,
  type AdminUserResponse,
  type AdminUserRow,
  mapAdminUser,
} from './dto/admin-user.dto';

const NOT_FOUND = 'User not found';
const SUBSCRIPTION_NOT_CANCELLED =
  "Stripe could not cancel this person's subscription, so nothing was deleted. Try again.";

/** The operator console's accounts: finding them, their plan, their sign-in, deleting them with their data. */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger(AdminUsersService.name);

  constructor(
    private readonly accounts: AdminUsersRepository,
    private readonly erasure: AccountErasureRepository,
    private readonly audit: OperatorAuditRepository,
    private readonly sessions: AuthSessionsService,
    private readonly members: MembersService,
    private readonly files: StoredFiles,
    private readonly billing: BillingService,
    private readonly config: AppConfig,
  ) {}

  async search(q: string | undefined, cursor: string | undefined, limit: number): Promise<AdminUserPageResponse> {
    const pattern = q ? containsPattern(q) : null;
    const page = pageOf(await this.accounts.search(pattern, parsePageCursor(cursor), limit + 1), limit);
    return { users: page.rows.map((row) => this.map(row)), nextCursor: page.nextCursor };
  }

  async detail(userId: string): Promise<AdminUserDetailResponse> {
    const [user, events] = await Promise.all([this.read(userId), this.accounts.eventsOf(userId)]);
    return {
      user,
      events: events.map((event) => ({
        id: event.id,
        name: event.name,
        role: event.role === 'attendee' ? 'attendee' : 'admin',
        createdByUser: event.createdByUser,
        members: event.members,
        photos: event.photos,
        storageBytes: Number(event.storageBytes),
        createdAt: event.createdAt,
      })),
    };
  }

  /** The plan as the operator gives it, with no expiry; Stripe's webhooks may change it again later. */
  async changePlan(operator: Operator, userId: string, tier: TierName): Promise<AdminUserResponse> {
    const status = statusOfAssignedPlan(tier);
    await this.changeLocked(userId, async (tx, account) => {
      if (account.tier === tier && account.subscriptionStatus === status) return;
      await this.accounts.setPlan(tx, userId, tier, status);
      await this.audit.record(tx, operator, {
        action: 'plan_changed',
        targetType: 'user',
        targetId: userId,
        summary: `Plan of ${account.email}: ${tierName(account.tier)} → ${tierName(tier)}`,
        details: { email: account.email, from: account.tier, to: tier },
      });
    });
    return this.read(userId);
  }

  /** Disabling ends every session of the account at once, in the same transaction. */
  async disable(operator: Operator, userId: string): Promise<AdminUserResponse> {
    refuseSelf(operator, userId, 'disable');
    await this.changeLocked(userId, async (tx, account) => {
      if (!(await this.accounts.setDisabled(tx, userId, true))) return;
      const sessions = await this.sessions.revokeAllOf(tx, userId);
      await this.audit.record(tx, operator, {
        action: 'sign_in_disabled',
        targetType: 'user',
        targetId: userId,
        summary: `Sign-in of ${account.email} disabled`,
        details: { email: account.email, sessionsEnded: sessions },
      });
    });
    return this.read(userId);
  }

  /** The account may sign in again; the sessions that disabling ended stay ended. */
  async enable(operator: Operator, userId: string): Promise<AdminUserResponse> {
    await this.changeLocked(userId, async (tx, account) => {
      if (!(await this.accounts.setDisabled(tx, userId, false))) return;
      await this.audit.record(tx, operator, {
        action: 'sign_in_enabled',
        targetType: 'user',
        targetId: userId,
        summary: `Sign-in of ${account.email} enabled`,
        details: { email: account.email },
      });
    });
    return this.read(userId);
  }

  /**
   * Deletes the account with its data, in one transaction: the events it created with everything in them,
   * its memberships elsewhere (left as a removal leaves them), its comments, its photos and everything
   * personal. The row stays as a nameless tombstone, so the costs others share with it still add up. The
   * stored files go after the commit. Its Stripe subscription is cancelled first: when Stripe cannot, nothing
   * is deleted. See docs/decisions.md ("Operator console").
   */
  async delete(operator: Operator, userId: string): Promise<void> {
    refuseSelf(operator, userId, 'delete');
    const subscriptionCancelled = await this.billing.endSubscriptionOf(userId).catch((error: unknown) => {
      throw error instanceof BadGatewayException ? new BadGatewayException(SUBSCRIPTION_NOT_CANCELLED) : error;
    });
    const done = await this.changeLocked(userId, async (tx, account) => {
      const events = await this.accounts.eventsCreatedBy(tx, userId);
      const files = [
        ...(await this.files.ofEvents(tx, events)),
        ...(await this.files.ofPhotosUploadedBy(tx, userId)),
        ...(await this.files.ofUnusedUploadsBy(tx, userId)),
      ];
      const left = await this.members.removeEverywhereIn(tx, userId, operator.id, events);
      await this.accounts.deleteEvents(tx, events);
      await this.sessions.revokeAllOf(tx, userId);
      await deleteCommentsBy(tx, userId);
      await this.erasure.deletePhotosAndVotes(tx, userId);
      await this.erasure.deleteOwnRows(tx, userId);
      await this.erasure.unnameAsActor(tx, userId);
      await this.erasure.scrub(tx, userId, tombstoneOf(userId));
      await this.audit.record(tx, operator, {
        action: 'user_deleted',
        targetType: 'user',
        targetId: userId,
        summary: `${account.email} deleted with ${events.length} event${events.length === 1 ? '' : 's'}`,
        details: {
          email: account.email,
          eventsDeleted: events.length,
          filesDeleted: files.length,
          subscriptionCancelled,
        },
      });
      return { files, left };
    });
    await this.files.discard(done.files, `deleted account ${userId}`);
    await this.members
      .followLeftPlans(done.left)
      .catch((error: Error) => this.logger.warn(`Costs of plans left by ${userId} not split again: ${error.message}`));
  }

  private async changeLocked<T>(userId: string, change: (tx: Db, account: LockedAccount) => Promise<T>): Promise<T> {
    const outcome = await this.accounts.inTransaction(async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      return account ? { value: await change(tx, account) } : undefined;
    });
    if (!outcome) throw new NotFoundException(NOT_FOUND);
    return outcome.value;
  }

  private async read(userId: string): Promise<AdminUserResponse> {
    const row = await this.accounts.find(userId);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return this.map(row);
  }

  private map(row: AdminUserRow): AdminUserResponse {
    return mapAdminUser(row, this.config.isOperator(row.email));
  }
}

function refuseSelf(operator: Operator, userId: string, action: 'disable' | 'delete'): void {
  const refusal = selfActionRefusal(operator.id, userId, action);
  if (refusal) throw new ConflictException(refusal);
}

const tierName = (tier: string) => TIER_CATALOGUE[tier as TierName]?.displayName ?? tier;
