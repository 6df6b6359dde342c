import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What calendars need to keep an event and its items current: the event's own time zone (its agenda is
 * grouped by day there), and a SEQUENCE per item and per event that rises with every change, so calendar
 * apps replace what they imported (RFC 5545, 3.8.7.4). Existing events get UTC: nothing better is known.
 */
export class ScheduleCalendarFields1795290000000 implements MigrationInterface {
  name = 'ScheduleCalendarFields1795290000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD "timeZone" character varying(64) NOT NULL DEFAULT 'UTC'`);
    await queryRunner.query(`ALTER TABLE "events" ADD "calendarSequence" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "event_schedule" ADD "sequence" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "event_schedule" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event_schedule" DROP COLUMN "updatedAt"`);
    await queryRunner.query(`ALTER TABLE "event_schedule" DROP COLUMN "sequence"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "calendarSequence"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "timeZone"`);
  }
}
