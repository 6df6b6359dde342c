import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails that keep members current: the outbox carries them beside invitations (one row per member and
 * message, a dedupe key so none is written twice), each member's choice of them, the schedule's changes
 * waiting for their digest, and what an event's members were last told of its dates. Existing events
 * count as told, so deploying this sends nothing.
 */
export class ScheduleNotifications1795310000000 implements MigrationInterface {
  name = 'ScheduleNotifications1795310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "invitationId" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "kind" character varying(32) NOT NULL DEFAULT 'invitation'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "userId" uuid`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "eventId" uuid`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "payload" jsonb`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "dedupeKey" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD CONSTRAINT "UQ_mail_outbox_dedupeKey" UNIQUE ("dedupeKey")`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "CHK_mail_outbox_recipient" CHECK (("kind" = 'invitation') = ("invitationId" IS NOT NULL) AND ("kind" = 'invitation' OR ("userId" IS NOT NULL AND "eventId" IS NOT NULL)))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_user" ON "mail_outbox" ("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_event" ON "mail_outbox" ("eventId")`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_mail_outbox_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ADD CONSTRAINT "FK_mail_outbox_event" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
      CREATE TABLE "email_preferences" (
        "userId" uuid NOT NULL,
        "eventDates" boolean NOT NULL DEFAULT true,
        "scheduleUpdates" boolean NOT NULL DEFAULT true,
        "reminders" boolean NOT NULL DEFAULT true,
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_email_preferences" PRIMARY KEY ("userId")
      )`);
    await queryRunner.query(
      `ALTER TABLE "email_preferences" ADD CONSTRAINT "FK_email_preferences_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
      CREATE TABLE "schedule_changes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL,
        "itemId" uuid NOT NULL,
        "change" character varying(16) NOT NULL,
        "title" character varying(200) NOT NULL,
        "startTime" TIMESTAMP WITH TIME ZONE NOT NULL,
        "changedBy" uuid,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "digestedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_schedule_changes_change" CHECK ("change" IN ('added', 'changed', 'cancelled')),
        CONSTRAINT "PK_schedule_changes" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_schedule_changes_undigested" ON "schedule_changes" ("eventId", "createdAt") WHERE "digestedAt" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule_changes" ADD CONSTRAINT "FK_schedule_changes_event" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "events" ADD "datesChangedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "events" ADD "datesNotifiedStart" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "events" ADD "datesNotifiedEnd" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "events" SET "datesNotifiedStart" = "startDate", "datesNotifiedEnd" = "endDate"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "datesNotifiedEnd"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "datesNotifiedStart"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "datesChangedAt"`);
    await queryRunner.query(`DROP TABLE "schedule_changes"`);
    await queryRunner.query(`DROP TABLE "email_preferences"`);
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind" <> 'invitation'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_mail_outbox_event"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_mail_outbox_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_user"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "CHK_mail_outbox_recipient"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "UQ_mail_outbox_dedupeKey"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "dedupeKey"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "payload"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "eventId"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "userId"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "kind"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "invitationId" SET NOT NULL`);
  }
}
