import { AuthSession } from '../modules/auth/auth-session.entity';
import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { ExpenseChange } from '../modules/costs/expenses/expense-change.entity';
import { Expense } from '../modules/costs/expenses/expense.entity';
import { ExpenseParticipant } from '../modules/costs/expenses/expense-participant.entity';
import { ExpensePayer } from '../modules/costs/expenses/expense-payer.entity';
import { ExpenseShare } from '../modules/costs/expenses/expense-share.entity';
import { Payment } from '../modules/costs/payments/payment.entity';
import { DatePoll } from '../modules/date-polls/date-poll.entity';
import { DatePollAnswer } from '../modules/date-polls/date-poll-answer.entity';
import { DatePollOption } from '../modules/date-polls/date-poll-option.entity';
import { Event } from '../modules/events/event.entity';
import { EventDateChange } from '../modules/events/event-date-change.entity';
import { MailOutbox } from '../modules/mail/mail-outbox.entity';
import { EventInvitation } from '../modules/members/event-invitation.entity';
import { EmailPreferences } from '../modules/notifications/email-preferences.entity';
import { EventMember } from '../modules/members/event-member.entity';
import { MemberDeparture } from '../modules/members/member-departure.entity';
import { Party } from '../modules/members/parties/party.entity';
import { PartyGuest } from '../modules/members/parties/party-guest.entity';
import { RoleChange } from '../modules/members/role-change.entity';
import { EventBanner } from '../modules/photos/banners/event-banner.entity';
import { Photo } from '../modules/photos/photo.entity';
import { Upload } from '../modules/photos/uploads/upload.entity';
import { PhotoVote } from '../modules/photos/photo-vote.entity';
import { CalendarFeed } from '../modules/schedule/calendar-feed.entity';
import { Rsvp } from '../modules/schedule/rsvp.entity';
import { RsvpQuestion } from '../modules/schedule/questions/rsvp-question.entity';
import { RsvpQuestionAnswer } from '../modules/schedule/questions/rsvp-question-answer.entity';
import { ScheduleItemParty } from '../modules/schedule/schedule-item-party.entity';
import { ScheduleChange } from '../modules/schedule/schedule-change.entity';
import { ScheduleItem } from '../modules/schedule/schedule-item.entity';
import { SubscriptionTier } from '../modules/subscriptions/subscription-tier.entity';
import { Carpool } from '../modules/travel/carpool.entity';
import { CarpoolPassenger } from '../modules/travel/carpool-passenger.entity';
import { Flight } from '../modules/travel/flight.entity';
import { Stay } from '../modules/travel/stays/stay.entity';
import { StayOccupant } from '../modules/travel/stays/stay-occupant.entity';
import { StayRoom } from '../modules/travel/stays/stay-room.entity';
import { EventUserProfile } from '../modules/users/event-user-profile.entity';
import { User } from '../modules/users/user.entity';
import { AnnouncementRecipient } from '../modules/messages/announcements/announcement-recipient.entity';
import { Announcement } from '../modules/messages/announcements/announcement.entity';
import { Comment } from '../modules/messages/comments/comment.entity';
import { Notification } from '../modules/messages/notification-centre/notification.entity';
import { PushSubscription } from '../modules/messages/push/push-subscription.entity';
import { OperatorAuditEntry } from '../modules/admin/operator-audit-entry.entity';
import { UserIdentity } from '../modules/auth/user-identity.entity';
import { BillingAccount } from '../modules/subscriptions/billing/billing-account.entity';
import { StripeEvent } from '../modules/subscriptions/billing/stripe-event.entity';

export const ENTITIES = [
  SubscriptionTier,
  User,
  AuthSession,
  RefreshToken,
  Event,
  EventMember,
  EventUserProfile,
  EventInvitation,
  RoleChange,
  Photo,
  PhotoVote,
  Flight,
  Carpool,
  CarpoolPassenger,
  ScheduleItem,
  Rsvp,
  CalendarFeed,
  ScheduleChange,
  EmailPreferences,
  MailOutbox,
  Upload,
  EventBanner,
  DatePoll,
  DatePollOption,
  DatePollAnswer,
  MemberDeparture,
  EventDateChange,
  Party,
  PartyGuest,
  ScheduleItemParty,
  RsvpQuestion,
  RsvpQuestionAnswer,
  Stay,
  StayRoom,
  StayOccupant,
  Expense,
  ExpensePayer,
  ExpenseParticipant,
  ExpenseShare,
  ExpenseChange,
  Payment,
  Announcement,
  AnnouncementRecipient,
  Comment,
  Notification,
  PushSubscription,
  UserIdentity,
  BillingAccount,
  StripeEvent,
  OperatorAuditEntry,
];
