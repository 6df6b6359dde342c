import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A schedule change keeps who its item was for, so the digest tells a private item's changes (its
 * cancellation too, when the item and its invited parties are gone) only to those who could see it.
 */
export class ScheduleChangeAudience1795370000000 implements MigrationInterface {
  name = 'ScheduleChangeAudience1795370000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "schedule_changes" ADD "audience" character varying(16) NOT NULL DEFAULT 'everyone'`,
    );
    await queryRunner.query(`ALTER TABLE "schedule_changes" ADD "partyIds" uuid array NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "schedule_changes" DROP COLUMN "partyIds"`);
    await queryRunner.query(`ALTER TABLE "schedule_changes" DROP COLUMN "audience"`);
  }
}
