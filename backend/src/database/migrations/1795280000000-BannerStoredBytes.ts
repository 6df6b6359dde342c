import { MigrationInterface, QueryRunner } from 'typeorm';

/** Banners count toward the event creator's storage like photos: the bytes of their stored file. */
export class BannerStoredBytes1795280000000 implements MigrationInterface {
  name = 'BannerStoredBytes1795280000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "event_banners" ADD "sizeBytes" bigint NOT NULL DEFAULT '0'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "event_banners" DROP COLUMN "sizeBytes"
        `);
  }
}
