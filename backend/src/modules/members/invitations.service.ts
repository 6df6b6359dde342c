import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EventCaller } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AppConfig } from '../../config/app-config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { describeWait, RetryLaterException } from '../../common/errors/retry-later.exception';
import type { InviteMemberDto } from './dto/invite-member.dto';
import type { UpdateInvitationDto } from './dto/update-invitation.dto';
import type { InvitationRole, InvitedGuest } from './event-invitation.entity';
import { namedGuestsProblem } from './invitation-party';
import { withThemeDefaults } from '../events/event-defaults';
import type { ThemeColors } from '../events/event.entity';
import {
  type InvitationPreview,
  InvitationsRepository,
  type InviteOutcome,
  type PendingInvitationRow,
} from './invitations.repository';

/** What the invitation page shows: the event as its invitee sees it, in the event's colours. */
export interface InvitationPagePreview extends Omit<InvitationPreview, 'themeColors'> {
  themeColors: Required<ThemeColors>;
  /** A map of the event's location; null without one. */
  eventMapUrl: string | null;
  /** Set when the link was used already and the caller is a member of its event: open the event instead. */
  joinedEventId: string | null;
}

export interface PendingInvitation {
  id: string;
  email: string;
  name: string | null;
  role: InvitationRole;
  guestLimit: number;
  guests: InvitedGuest[];
  status: string;
  invitedAt: Date;
  invitedBy: { id: string; displayName: string };
  lastEmailSentAt: Date | null;
  /** Only for the admin who sent it. */
  inviteToken?: string;
}

const INVITATION_NOT_FOUND = 'Invitation not found';

/** A guest as stored: no name until someone gives one. */
const invitedGuests = (guests: { name?: string | null; ageGroup: InvitedGuest['ageGroup'] }[] | undefined) =>
  guests?.map(({ name, ageGroup }) => ({ name: name ?? null, ageGroup }));
const LINK_NOT_VALID = 'This invitation link has expired or is no longer valid';

function dailyLimitRefusal(planName: string, maxInvitationsPerDay: number): Error {
  return new ForbiddenException(
    `Daily invitation limit reached: the ${planName} plan allows ${maxInvitationsPerDay} invitation e-mails per day.`,
  );
}

function tooSoonRefusal(waitSeconds: number): Error {
  return new RetryLaterException(
    `This invitation was e-mailed recently. It can be sent again in ${describeWait(waitSeconds)}.`,
    waitSeconds,
  );
}

/**
 * Why nothing was inserted: a limit of the creator's plan, a pending invitation for the e-mail, or an
 * invitation of it e-mailed too recently.
 */
function refusal(outcome: InviteOutcome): Error {
  const { planName, maxAttendeesPerEvent, maxInvitationsPerDay, seats, sentToday } = outcome;
  if (maxAttendeesPerEvent !== null && seats! >= maxAttendeesPerEvent) {
    return new ForbiddenException(
      `Attendee limit reached: the ${planName} plan allows ${maxAttendeesPerEvent} attendees per event, pending invitations included.`,
    );
  }
  if (maxInvitationsPerDay !== null && sentToday! >= maxInvitationsPerDay) {
    return dailyLimitRefusal(planName, maxInvitationsPerDay);
  }
  if (outcome.existingStatus !== 'pending' && outcome.waitSeconds) return tooSoonRefusal(outcome.waitSeconds);
  return new ConflictException(
    'An invitation is already pending for this email. You can re-send it from the pending invitations.',
  );
}

/** 256 bits from the operating system's secure generator, URL-safe. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly outbox: MailOutboxService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Invites an e-mail: the invitation and its e-mail are committed together, then the e-mail is queued.
   * The plan's limits are checked last, including the new invitation, under a short lock. A pending invitation for the
   * same e-mail is a conflict (re-send it instead); an accepted or revoked one is reused with a new token.
   */
  async invite(caller: EventCaller, input: InviteMemberDto): Promise<PendingInvitation> {
    const role = input.role ?? 'attendee';
    const party = {
      name: input.name ?? null,
      guestLimit: input.guestLimit ?? 0,
      guests: invitedGuests(input.guests) ?? [],
    };
    const row = await this.invitations.invite({
      eventId: caller.eventId,
      invitedByUserId: caller.userId,
      email: input.userEmail,
      role,
      inviteToken: newInvitationToken(),
      ...party,
    });
    if (!row) throw new NotFoundException('Event not found');
    if (row.alreadyMember) throw new ConflictException('This person is already a member of this event');
    if (!row.id || !row.outboxId) throw refusal(row);
    await this.outbox.enqueue(row.outboxId);
    return {
      id: row.id,
      email: input.userEmail,
      role,
      ...party,
      status: 'pending',
      invitedAt: row.invitedAt!,
      invitedBy: { id: caller.userId, displayName: row.inviterName },
      lastEmailSentAt: null,
      inviteToken: row.inviteToken!,
    };
  }

  /** Pending invitations, newest first, for the event's admins. */
  async listPending(caller: EventCaller): Promise<PendingInvitation[]> {
    return (await this.invitations.listPending(caller.eventId)).map((row) => pendingFor(caller, row));
  }

  /**
   * E-mails a pending invitation again: one more e-mail of the plan's daily limit, and no sooner or more
   * often than the invitation limits allow.
   */
  async resend(caller: EventCaller, invitationId: string): Promise<PendingInvitation> {
    const row = await this.invitations.resend(caller.eventId, invitationId);
    if (!row) throw new NotFoundException(INVITATION_NOT_FOUND);
    if (!row.outboxId) {
      throw row.waitSeconds > 0
        ? tooSoonRefusal(row.waitSeconds)
        : dailyLimitRefusal(row.planName, row.maxInvitationsPerDay!);
    }
    await this.outbox.enqueue(row.outboxId);
    const invitation = await this.invitations.findPending(caller.eventId, invitationId);
    if (!invitation) throw new NotFoundException(INVITATION_NOT_FOUND);
    return pendingFor(caller, invitation);
  }

  /**
   * Changes a pending invitation's name, how many guests it brings, or the guests named so far. The
   * named guests must fit the limit, the new one or the stored one.
   */
  async updateParty(caller: EventCaller, invitationId: string, input: UpdateInvitationDto): Promise<PendingInvitation> {
    const updated = await this.invitations.updatePartyLocked(
      caller.eventId,
      invitationId,
      { name: input.name, guestLimit: input.guestLimit, guests: invitedGuests(input.guests) },
      ({ guestLimit, guests }) => {
        const problem = namedGuestsProblem(guests.length, guestLimit);
        if (problem) throw new BadRequestException(problem);
      },
    );
    const invitation = updated && (await this.invitations.findPending(caller.eventId, invitationId));
    if (!invitation) throw new NotFoundException(INVITATION_NOT_FOUND);
    return pendingFor(caller, invitation);
  }

  /** The link stops working; an e-mail not yet sent is skipped by the worker. */
  async revoke(caller: EventCaller, invitationId: string): Promise<void> {
    if (!(await this.invitations.revokePending(caller.eventId, invitationId))) {
      throw new NotFoundException(INVITATION_NOT_FOUND);
    }
  }

  /**
   * What the invitation page shows. Used, revoked and unknown tokens look the same, except to a member
   * of the invitation's event: a used link takes them to the event.
   */
  async preview(token: string, caller: AuthenticatedUser | undefined): Promise<InvitationPagePreview> {
    const found = await this.invitations.findByToken(token, caller?.id ?? null);
    const joined = found !== undefined && found.status !== 'pending' && found.callerIsMember;
    if (!found || (found.status !== 'pending' && !joined)) throw new NotFoundException(LINK_NOT_VALID);
    const { status: _status, eventId, callerIsMember: _member, themeColors, ...preview } = found;
    return {
      ...preview,
      eventMapUrl: this.config.mapLink(preview.eventLocation),
      themeColors: withThemeDefaults(themeColors),
      joinedEventId: joined ? eventId : null,
    };
  }

  /**
   * Accepts for the signed-in user, whose verified e-mail must be the invited one. Of any number of
   * simultaneous accepts exactly one creates the membership (see InvitationsRepository.acceptLocked).
   */
  async accept(token: string, user: AuthenticatedUser): Promise<{ event: { id: string; name: string } }> {
    const event = await this.invitations.acceptLocked(token, user.id, ({ email, accountEmail }) => {
      if (accountEmail.toLowerCase() !== email.toLowerCase()) {
        throw new ForbiddenException(`This invitation is for ${email}. Please sign in with the correct email address.`);
      }
    });
    if (!event) throw new NotFoundException(LINK_NOT_VALID);
    return { event };
  }
}

/** The invitation as the caller sees it: its token only for the admin who sent it. */
function pendingFor(
  caller: EventCaller,
  { inviterId, inviterName, inviteToken, ...invitation }: PendingInvitationRow,
): PendingInvitation {
  return {
    ...invitation,
    invitedBy: { id: inviterId, displayName: inviterName },
    ...(inviterId === caller.userId ? { inviteToken } : {}),
  };
}
