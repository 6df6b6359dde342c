import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every upload URL handed out counts the user's uploads not yet used, and the worker looks for expired
 * ones every few minutes. Used uploads stay in the table for good; this index holds only the others.
 */
export class UnattachedUploadsIndex1795350000000 implements MigrationInterface {
  name = 'UnattachedUploadsIndex1795350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_uploads_unattached_user" ON "uploads" ("userId") WHERE status <> 'used'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_uploads_unattached_user"`);
  }
}
