import { MigrationInterface, QueryRunner } from 'typeorm';

export class PhotoProcessingAndUploads1795219290500 implements MigrationInterface {
  name = 'PhotoProcessingAndUploads1795219290500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "event_banners" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "uploadedBy" uuid,
                "objectPath" character varying(200) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'processing',
                "failureReason" character varying(200),
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_event_banners_status" CHECK (status IN ('processing', 'ready', 'failed')),
                CONSTRAINT "PK_8334924e6793b8bda447940a3b9" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a363de9671cb0250a312baa958" ON "event_banners" ("eventId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f19390a479fb4884ace84bf1c" ON "event_banners" ("uploadedBy")
        `);
    await queryRunner.query(`
            CREATE TABLE "uploads" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "userId" uuid NOT NULL,
                "objectKey" character varying(200) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'pending',
                "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
                "sizeBytes" bigint,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_c4f5aa34d89f67e62cd27cdef54" UNIQUE ("objectKey"),
                CONSTRAINT "CHK_uploads_status" CHECK (
                    status IN (
                        'pending',
                        'receiving',
                        'received',
                        'refused',
                        'used'
                    )
                ),
                CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_632458210d8f0159857b0f0570" ON "uploads" ("userId")
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "status" character varying(16) NOT NULL DEFAULT 'processing'
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "failureReason" character varying(200)
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "width" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "height" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "originalFormat" character varying(8)
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD "processedAt" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_photos_event_ready" ON "photos" ("eventId", "uploadedAt")
            WHERE status = 'ready'
        `);
    await queryRunner.query(`
            ALTER TABLE "photos"
            ADD CONSTRAINT "CHK_photos_status" CHECK (status IN ('processing', 'ready', 'failed'))
        `);
    await queryRunner.query(`
            ALTER TABLE "event_banners"
            ADD CONSTRAINT "FK_a363de9671cb0250a312baa958f" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "event_banners"
            ADD CONSTRAINT "FK_9f19390a479fb4884ace84bf1cc" FOREIGN KEY ("uploadedBy") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "uploads"
            ADD CONSTRAINT "FK_632458210d8f0159857b0f05707" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "uploads" DROP CONSTRAINT "FK_632458210d8f0159857b0f05707"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_banners" DROP CONSTRAINT "FK_9f19390a479fb4884ace84bf1cc"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_banners" DROP CONSTRAINT "FK_a363de9671cb0250a312baa958f"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP CONSTRAINT "CHK_photos_status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_photos_event_ready"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "processedAt"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "originalFormat"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "height"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "width"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "failureReason"
        `);
    await queryRunner.query(`
            ALTER TABLE "photos" DROP COLUMN "status"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_632458210d8f0159857b0f0570"
        `);
    await queryRunner.query(`
            DROP TABLE "uploads"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_9f19390a479fb4884ace84bf1c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_a363de9671cb0250a312baa958"
        `);
    await queryRunner.query(`
            DROP TABLE "event_banners"
        `);
  }
}
