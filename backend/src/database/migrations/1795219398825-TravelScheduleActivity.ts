import { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal calendar feeds, and the (event, time) indexes the activity feed reads newest first. */
export class TravelScheduleActivity1795219398825 implements MigrationInterface {
  name = 'TravelScheduleActivity1795219398825';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "calendar_feeds" (
                "userId" uuid NOT NULL,
                "token" character varying(64) NOT NULL,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_calendar_feeds_token" UNIQUE ("token"),
                CONSTRAINT "PK_cf31466b7789c6df501598bed0f" PRIMARY KEY ("userId")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "calendar_feeds"
            ADD CONSTRAINT "FK_cf31466b7789c6df501598bed0f" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_event_members_event_joined" ON "event_members" ("eventId", "joinedAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_event_schedule_event_created" ON "event_schedule" ("eventId", "createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_carpools_event_created" ON "carpools" ("eventId", "createdAt")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_flights_event_created" ON "flights" ("eventId", "createdAt")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_flights_event_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_carpools_event_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_event_schedule_event_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_event_members_event_joined"
        `);
    await queryRunner.query(`
            ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_cf31466b7789c6df501598bed0f"
        `);
    await queryRunner.query(`
            DROP TABLE "calendar_feeds"
        `);
  }
}
