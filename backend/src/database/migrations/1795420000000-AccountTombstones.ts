import { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted accounts stay as nameless tombstones, so costs shared with them still add up. */
export class AccountTombstones1795420000000 implements MigrationInterface {
  name = 'AccountTombstones1795420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "deletedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deletedAt"`);
  }
}
