import type { Db, Statement } from '../../../database/sql';
import { rowsOf } from '../../../database/sql';
import type { NotificationKind } from './notification.entity';

/** The longest line the bell and a push show; longer texts are cut, ending in "…". */
export const NOTIFICATION_TEXT_LENGTH = 140;

/** One entry of someone's notification centre, as its writer knows it. */
export interface NotificationRow {
  userId: string;
  eventId: string;
  kind: NotificationKind;
  actorId: string | null;
  subjectId: string;
  text: string;
  link: string;
  /** One entry per occasion and person: a repeated write of the same key adds nothing. */
  dedupeKey: string;
}

/** A text as one line of at most NOTIFICATION_TEXT_LENGTH characters (line breaks become spaces). */
export function notificationText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= NOTIFICATION_TEXT_LENGTH) return line;
  return `${characters
    .slice(0, NOTIFICATION_TEXT_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The same cut in SQL, for writers that build their entries inside one statement (a CTE's SELECT):
 * `expression` is a SQL text expression.
 */
export function notificationTextSql(expression: string): string {
  const line = `btrim(regexp_replace(${expression}, '\\s+', ' ', 'g'))`;
  return `(CASE WHEN char_length(${line}) <= ${NOTIFICATION_TEXT_LENGTH} THEN ${line}
            ELSE rtrim(left(${line}, ${NOTIFICATION_TEXT_LENGTH - 1})) || '…' END)`;
}

/**
 * One INSERT of all the rows (texts cut), safe to repeat thanks to the dedupe key; null for no rows.
 * Answers the ids of the entries it added.
 */
export function insertNotificationsStatement(rows: readonly NotificationRow[]): Statement | null {
  if (rows.length === 0) return null;
  return {
    text: `INSERT INTO notifications ("userId", "eventId", kind, "actorId", "subjectId", text, link, "dedupeKey")
           SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::notification_kind[], $4::uuid[], $5::uuid[],
                                $6::text[], $7::text[], $8::text[])
           ON CONFLICT ("dedupeKey") DO NOTHING
           RETURNING id`,
    values: [
      rows.map((row) => row.userId),
      rows.map((row) => row.eventId),
      rows.map((row) => row.kind),
      rows.map((row) => row.actorId),
      rows.map((row) => row.subjectId),
      rows.map((row) => notificationText(row.text)),
      rows.map((row) => row.link),
      rows.map((row) => row.dedupeKey),
    ],
  };
}

/** Writes the rows with `db` (pass a transaction's EntityManager to write in it); answers the new ids. */
export async function writeNotifications(db: Db, rows: readonly NotificationRow[]): Promise<string[]> {
  const statement = insertNotificationsStatement(rows);
  if (!statement) return [];
  const written = await rowsOf<{ id: string }>(db, statement);
  return written.map((row) => row.id);
}
