import { MigrationInterface, QueryRunner } from 'typeorm';

/** Operations: billing accounts and applied Stripe events, other OpenID identities, disabled accounts, the operator audit. */
export class Operations1795410000000 implements MigrationInterface {
  name = 'Operations1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "operator_audit_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "operatorId" uuid, "operatorEmail" character varying(320) NOT NULL, "action" character varying(64) NOT NULL, "targetType" character varying(32), "targetId" character varying(320), "summary" character varying(500) NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a77e8585b8bcaf0d6666e55b817" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_operator_audit_entries_createdAt" ON "operator_audit_entries"  ("createdAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "issuer" character varying(500) NOT NULL, "subject" character varying(255) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_user_identities_issuer_subject" UNIQUE ("issuer", "subject"), CONSTRAINT "PK_e23bff04e9c3e7b785e442b262c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_identities_userId" ON "user_identities"  ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "billing_accounts" ("userId" uuid NOT NULL, "stripeCustomerId" character varying(255) NOT NULL, "stripeSubscriptionId" character varying(255), "tier" character varying(32), "status" character varying(32), "currentPeriodEnd" TIMESTAMP WITH TIME ZONE, "cancelAtPeriodEnd" boolean NOT NULL DEFAULT false, "graceEndsAt" TIMESTAMP WITH TIME ZONE, "lastEventAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cb0586bf129756977a8fc2b2f64" UNIQUE ("stripeCustomerId"), CONSTRAINT "UQ_78e9aa883e906966ccd82f4c681" UNIQUE ("stripeSubscriptionId"), CONSTRAINT "PK_a190fcad3185e99c7a543943f18" PRIMARY KEY ("userId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "disabledAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "googleSubject" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "operator_audit_entries" ADD CONSTRAINT "FK_4b1da24996145da63b96a291d0b" FOREIGN KEY ("operatorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_identities" ADD CONSTRAINT "FK_084cef3785217102f222e90ea7c" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "billing_accounts" ADD CONSTRAINT "FK_a190fcad3185e99c7a543943f18" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "billing_accounts" DROP CONSTRAINT "FK_a190fcad3185e99c7a543943f18"`);
    await queryRunner.query(`ALTER TABLE "user_identities" DROP CONSTRAINT "FK_084cef3785217102f222e90ea7c"`);
    await queryRunner.query(`ALTER TABLE "operator_audit_entries" DROP CONSTRAINT "FK_4b1da24996145da63b96a291d0b"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "googleSubject" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabledAt"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP TABLE "billing_accounts"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_identities_userId"`);
    await queryRunner.query(`DROP TABLE "user_identities"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_operator_audit_entries_createdAt"`);
    await queryRunner.query(`DROP TABLE "operator_audit_entries"`);
  }
}
