import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EventCaller } from '../../../common/access/event-access.rules';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { newInvitationToken } from '../invitations.service';
import { BulkInvitationsRepository, type BulkContext } from './bulk-invitations.repository';
import { type BulkInviteLine, type BulkQuota, judgeLines, quotaFor } from './bulk-invite.rules';
import { readInviteList } from './invite-list';

export interface BulkInvitePreview {
  lines: BulkInviteLine[];
  /** Lines that would be invited. */
  sendable: number;
  quota: BulkQuota;
  /** Why the list cannot be sent as it is, when it cannot. */
  message?: string;
}

export interface BulkInviteResult {
  invited: number;
  /** The lines not invited, each with why. */
  skipped: BulkInviteLine[];
}

/** Lists of invitees pasted by an admin: previewed, then sent in one go or not at all. */
@Injectable()
export class BulkInvitationsService {
  constructor(
    private readonly bulk: BulkInvitationsRepository,
    private readonly outbox: MailOutboxService,
  ) {}

  /** What sending the list now would do: each line judged, and whether the plan's limits allow it. */
  async preview(caller: EventCaller, text: string): Promise<BulkInvitePreview> {
    const listed = readInviteList(text);
    const context = await this.bulk.context(caller.eventId, addressesOf(listed));
    if (!context) throw new NotFoundException('Event not found');
    const { lines, sendable, quota } = judge(listed, context);
    const { message, ...limits } = quota;
    return { lines, sendable, quota: limits, ...(message ? { message } : {}) };
  }

  /**
   * Reads and judges the list again (a preview is never trusted: the event may have changed since) under
   * the creator's lock, and invites every sendable line in one transaction, or refuses the whole list
   * when it would pass the plan's limits. The e-mails are queued after the commit, as a single
   * invitation's are.
   */
  async send(caller: EventCaller, text: string): Promise<BulkInviteResult> {
    const listed = readInviteList(text);
    const sent = await this.bulk.sendLocked(caller.eventId, caller.userId, addressesOf(listed), (context) => {
      const { lines, sendable, quota } = judge(listed, context);
      if (quota.message) throw new ForbiddenException(`${quota.message} Nothing was sent.`);
      const invitations = lines
        .filter((line) => line.status === 'ok')
        .map(({ email, name, guestLimit }) => ({ email: email!, name, guestLimit, inviteToken: newInvitationToken() }));
      return {
        decision: { invited: sendable, skipped: lines.filter((line) => line.status !== 'ok') },
        invitations,
      };
    });
    if (!sent) throw new NotFoundException('Event not found');
    await Promise.all(sent.outboxIds.map((id) => this.outbox.enqueue(id)));
    return sent.decision;
  }
}

const addressesOf = (listed: { email: string | null }[]) => [
  ...new Set(listed.flatMap(({ email }) => (email ? [email] : []))),
];

function judge(listed: ReturnType<typeof readInviteList>, { limits, known }: BulkContext) {
  const lines = judgeLines(listed, known);
  const sendable = lines.filter((line) => line.status === 'ok').length;
  return { lines, sendable, quota: quotaFor(limits, sendable) };
}
