import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions become rows of their own, so an access token can name its session and stop working when the
 * session is revoked. Existing refresh-token families become sessions; a family with a revoked token was
 * revoked as a whole, so its session is too.
 */
export class AuthSessions1795260000000 implements MigrationInterface {
  name = 'AuthSessions1795260000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "auth_sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "userId" uuid NOT NULL,
                "revokedAt" TIMESTAMP WITH TIME ZONE,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_auth_sessions" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_auth_sessions_userId" ON "auth_sessions" ("userId")
        `);
    await queryRunner.query(`
            INSERT INTO "auth_sessions" ("id", "userId", "revokedAt", "createdAt")
            SELECT "familyId", min("userId"::text)::uuid, max("revokedAt"), min("createdAt")
            FROM "refresh_tokens"
            GROUP BY "familyId"
        `);
    await queryRunner.query(`
            ALTER TABLE "auth_sessions"
            ADD CONSTRAINT "FK_auth_sessions_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "FK_refresh_tokens_session" FOREIGN KEY ("familyId") REFERENCES "auth_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP COLUMN "revokedAt"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" ADD "revokedAt" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            UPDATE "refresh_tokens" t SET "revokedAt" = s."revokedAt"
            FROM "auth_sessions" s WHERE s."id" = t."familyId"
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_refresh_tokens_session"
        `);
    await queryRunner.query(`
            DROP TABLE "auth_sessions"
        `);
  }
}
