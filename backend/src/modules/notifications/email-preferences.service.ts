import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { definedEntries } from '../../common/objects';
import { AppConfig } from '../../config/app-config';
import type { NotificationKind } from '../mail/mail-kind';
import type { UpdateEmailPreferencesDto } from './dto/email-preferences.dto';
import { EmailPreferencesRepository, type EmailPreferenceValues } from './email-preferences.repository';
import { readUnsubscribeToken, type Unsubscription } from './unsubscribe-token';

/**
 * The preference each kind of e-mail answers to. An admin's reminder to answer, and a member's offer of a
 * ride, are nudges like a reminder: one choice turns them all off, so nobody who asked for none gets one.
 */
const PREFERENCE_OF: Record<NotificationKind, keyof EmailPreferenceValues> = {
  'event-dates': 'eventDates',
  'schedule-digest': 'scheduleUpdates',
  reminder: 'reminders',
  'answer-reminder': 'reminders',
  'ride-offer': 'reminders',
  announcement: 'announcements',
};

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly preferences: EmailPreferencesRepository,
    private readonly config: AppConfig,
  ) {}

  get(userId: string): Promise<EmailPreferenceValues> {
    return this.preferences.find(userId);
  }

  async update(userId: string, changes: UpdateEmailPreferencesDto): Promise<EmailPreferenceValues> {
    const sent = definedEntries(changes);
    if (Object.keys(sent).length === 0) throw new BadRequestException('Nothing to update: send at least one field');
    const saved = await this.preferences.update(userId, sent);
    if (!saved) throw new NotFoundException('User not found');
    return saved;
  }

  /** Who and what a link's token names, without changing anything: what the confirmation page shows. */
  read(token: string): Unsubscription {
    const unsubscription = readUnsubscribeToken(this.config.authSecret, token);
    if (!unsubscription) throw new NotFoundException(UNSUBSCRIBE_LINK_INVALID);
    return unsubscription;
  }

  /** Turns off the one kind of e-mail the token names, for the one member; every other choice stays. */
  async unsubscribe(token: string): Promise<Unsubscription> {
    const unsubscription = this.read(token);
    const saved = await this.preferences.update(unsubscription.userId, { [PREFERENCE_OF[unsubscription.kind]]: false });
    if (!saved) throw new NotFoundException(UNSUBSCRIBE_LINK_INVALID);
    return unsubscription;
  }
}
