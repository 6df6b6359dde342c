import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795217226684 implements MigrationInterface {
  name = 'MailOutbox1795217226684';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "mail_outbox" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "invitationId" uuid NOT NULL,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "enqueuedAt" TIMESTAMP WITH TIME ZONE,
                "sentAt" TIMESTAMP WITH TIME ZONE,
                "skippedAt" TIMESTAMP WITH TIME ZONE,
                "attempts" integer NOT NULL DEFAULT '0',
                "lastError" character varying(500),
                CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_123dfee985677e3cb28ac7b989" ON "mail_outbox" ("invitationId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_mail_outbox_unsent" ON "mail_outbox" ("createdAt")
            WHERE "sentAt" IS NULL
                AND "skippedAt" IS NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "mail_outbox"
            ADD CONSTRAINT "FK_123dfee985677e3cb28ac7b989a" FOREIGN KEY ("invitationId") REFERENCES "event_invitations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "mail_outbox" DROP CONSTRAINT "FK_123dfee985677e3cb28ac7b989a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_mail_outbox_unsent"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_123dfee985677e3cb28ac7b989"
        `);
    await queryRunner.query(`
            DROP TABLE "mail_outbox"
        `);
  }
}
