import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow } from '../../database/sql';

export interface EmailPreferenceValues {
  eventDates: boolean;
  scheduleUpdates: boolean;
  reminders: boolean;
  announcements: boolean;
}

/** A member who never chose gets every e-mail. */
export const DEFAULT_PREFERENCES: EmailPreferenceValues = {
  eventDates: true,
  scheduleUpdates: true,
  reminders: true,
  announcements: true,
};

@Injectable()
export class EmailPreferencesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<EmailPreferenceValues> {
    const row = await firstRow<EmailPreferenceValues>(this.dataSource, {
      text: 'SELECT "eventDates", "scheduleUpdates", reminders, announcements FROM email_preferences WHERE "userId" = $1',
      values: [userId],
    });
    return row ?? DEFAULT_PREFERENCES;
  }

  /**
   * Changes only the preferences given, in one statement: two changes at once (a profile save and an
   * unsubscribe link) each keep the other's. Undefined when the user does not exist.
   */
  update(userId: string, changes: Partial<EmailPreferenceValues>): Promise<EmailPreferenceValues | undefined> {
    return firstRow<EmailPreferenceValues>(this.dataSource, {
      text: `INSERT INTO email_preferences ("userId", "eventDates", "scheduleUpdates", reminders, announcements)
             SELECT id, coalesce($2, true), coalesce($3, true), coalesce($4, true), coalesce($5, true)
             FROM users WHERE id = $1
             ON CONFLICT ("userId") DO UPDATE SET
               "eventDates" = coalesce($2, email_preferences."eventDates"),
               "scheduleUpdates" = coalesce($3, email_preferences."scheduleUpdates"),
               reminders = coalesce($4, email_preferences.reminders),
               announcements = coalesce($5, email_preferences.announcements),
               "updatedAt" = now()
             RETURNING "eventDates", "scheduleUpdates", reminders, announcements`,
      values: [
        userId,
        changes.eventDates ?? null,
        changes.scheduleUpdates ?? null,
        changes.reminders ?? null,
        changes.announcements ?? null,
      ],
    });
  }
}
