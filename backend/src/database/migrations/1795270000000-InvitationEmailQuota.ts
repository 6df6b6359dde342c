import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily invitation limit counts e-mails, not invitation rows: a re-send or an invitation revoked and
 * made again sends another e-mail to the same address. And one invitation may be e-mailed only so often
 * (invitation_email_wait answers how many seconds are left before it may be e-mailed again).
 */
export class InvitationEmailQuota1795270000000 implements MigrationInterface {
  name = 'InvitationEmailQuota1795270000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "creator_invitations_today"(creator_id uuid) RETURNS integer
            LANGUAGE plpgsql VOLATILE AS $$
            BEGIN
              RETURN (SELECT count(*)::int FROM mail_outbox o
                      JOIN event_invitations i ON i.id = o."invitationId"
                      JOIN events e ON e.id = i."eventId"
                      WHERE e."createdBy" = creator_id AND o."createdAt" >= date_trunc('day', now()));
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "invitation_email_wait"(invitation_id uuid, cooldown_seconds integer, per_day integer)
            RETURNS integer
            LANGUAGE plpgsql VOLATILE AS $$
            DECLARE
              latest timestamptz;
              oldest_counted timestamptz;
            BEGIN
              SELECT max("createdAt") INTO latest FROM mail_outbox WHERE "invitationId" = invitation_id;
              SELECT "createdAt" INTO oldest_counted FROM mail_outbox
                WHERE "invitationId" = invitation_id AND "createdAt" > now() - interval '1 day'
                ORDER BY "createdAt" DESC OFFSET per_day - 1 LIMIT 1;
              RETURN greatest(
                0,
                ceil(extract(epoch FROM latest + make_interval(secs => cooldown_seconds) - now())),
                ceil(extract(epoch FROM oldest_counted + interval '1 day' - now()))
              )::int;
            END $$
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_mail_outbox_invitation_created" ON "mail_outbox" ("invitationId", "createdAt")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_invitation_created"`);
    await queryRunner.query(`DROP FUNCTION "invitation_email_wait"(uuid, integer, integer)`);
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "creator_invitations_today"(creator_id uuid) RETURNS integer
            LANGUAGE plpgsql VOLATILE AS $$
            BEGIN
              RETURN (SELECT count(*)::int FROM event_invitations i JOIN events e ON e.id = i."eventId"
                      WHERE e."createdBy" = creator_id AND i."invitedAt" >= date_trunc('day', now()));
            END $$
        `);
  }
}
