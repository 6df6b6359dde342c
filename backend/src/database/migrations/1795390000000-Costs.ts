import { MigrationInterface, QueryRunner } from 'typeorm';

/** Costs: expenses, their payers, split and derived shares, payments, the change log, and the event's currency. */
export class Costs1795390000000 implements MigrationInterface {
  name = 'Costs1795390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "expense_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "expenseId" uuid NOT NULL, "actorId" uuid, "change" character varying(8) NOT NULL, "title" character varying(120) NOT NULL, "amountInEventCurrency" bigint NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_expense_changes_change" CHECK (change IN ('added', 'edited', 'deleted')), CONSTRAINT "PK_a4cd423c05506a7944110b058fc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_626808204f6f92dce11185ec49" ON "expense_changes"  ("actorId") `);
    await queryRunner.query(`CREATE INDEX "IDX_expense_changes_event_at" ON "expense_changes"  ("eventId", "at") `);
    await queryRunner.query(
      `CREATE TABLE "expenses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "title" character varying(120) NOT NULL, "amount" bigint NOT NULL, "currency" character(3) NOT NULL, "rate" numeric(18,8) NOT NULL, "amountInEventCurrency" bigint NOT NULL, "spentOn" date NOT NULL, "splitMode" character varying(8) NOT NULL, "carpoolId" uuid, "stayId" uuid, "createdBy" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_expenses_split_mode" CHECK ("splitMode" IN ('equal', 'shares', 'exact')), CONSTRAINT "CHK_expenses_rate" CHECK (rate > 0), CONSTRAINT "CHK_expenses_amount" CHECK (amount > 0 AND "amountInEventCurrency" >= 0), CONSTRAINT "PK_94c3ceb17e3140abc9282c20610" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_26da15632f6073c3708f621920" ON "expenses"  ("createdBy") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_expenses_stay" ON "expenses"  ("stayId") WHERE "stayId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_expenses_carpool" ON "expenses"  ("carpoolId") WHERE "carpoolId" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b4af66316ba81a32e57526b372" ON "expenses"  ("eventId", "spentOn") `);
    await queryRunner.query(
      `CREATE TABLE "expense_participants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "expenseId" uuid NOT NULL, "position" integer NOT NULL, "userId" uuid, "guestId" uuid, "partyId" uuid, "shares" integer, "amount" bigint NOT NULL, CONSTRAINT "CHK_expense_participants_amounts" CHECK (amount >= 0 AND (shares IS NULL OR shares > 0)), CONSTRAINT "CHK_expense_participants_person" CHECK (num_nonnulls("userId", "guestId", "partyId") = 1), CONSTRAINT "PK_8a1f705c9eac906d001be929c2a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_7cee5bcb8c961f2ccef288d9a2" ON "expense_participants"  ("expenseId") `);
    await queryRunner.query(
      `CREATE TABLE "expense_payers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "expenseId" uuid NOT NULL, "userId" uuid NOT NULL, "amount" bigint NOT NULL, "amountInEventCurrency" bigint NOT NULL, CONSTRAINT "UQ_expense_payers_expense_user" UNIQUE ("expenseId", "userId"), CONSTRAINT "CHK_expense_payers_amount" CHECK (amount > 0 AND "amountInEventCurrency" >= 0), CONSTRAINT "PK_525982bdd24d079bb119776db9a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_041102fc53c74b03c05e64295b" ON "expense_payers"  ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "expense_shares" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "expenseId" uuid NOT NULL, "eventId" uuid NOT NULL, "userId" uuid NOT NULL, "amountInEventCurrency" bigint NOT NULL, CONSTRAINT "UQ_expense_shares_expense_user" UNIQUE ("expenseId", "userId"), CONSTRAINT "PK_6797467a312af7a82082f86dc91" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_254cd355ce58d6053dfd7fd893" ON "expense_shares"  ("userId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_c27fd3dbfa19b53275950c06a6" ON "expense_shares"  ("eventId", "userId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "fromUserId" uuid NOT NULL, "toUserId" uuid NOT NULL, "amount" bigint NOT NULL, "paidOn" date NOT NULL, "recordedBy" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payments_people" CHECK ("fromUserId" <> "toUserId"), CONSTRAINT "CHK_payments_amount" CHECK (amount > 0), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e70879230925c0b8d7c0148ea4" ON "payments"  ("fromUserId") `);
    await queryRunner.query(`CREATE INDEX "IDX_8b22c286a7aa80a74ab47db1c3" ON "payments"  ("toUserId") `);
    await queryRunner.query(`CREATE INDEX "IDX_payments_event_created" ON "payments"  ("eventId", "createdAt") `);
    await queryRunner.query(`ALTER TABLE "events" ADD "currency" character(3) NOT NULL DEFAULT 'USD'`);
    await queryRunner.query(
      `ALTER TABLE "expense_changes" ADD CONSTRAINT "FK_a489f2b5c65ca1cd5d81961a6e2" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_changes" ADD CONSTRAINT "FK_626808204f6f92dce11185ec49c" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expenses" ADD CONSTRAINT "FK_38725b8ed4b39d5632cf278ceb8" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expenses" ADD CONSTRAINT "FK_96f6ef312352264de1f07e712d1" FOREIGN KEY ("carpoolId") REFERENCES "carpools"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expenses" ADD CONSTRAINT "FK_81d251acd616f5b225a17c4b9ce" FOREIGN KEY ("stayId") REFERENCES "stays"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expenses" ADD CONSTRAINT "FK_26da15632f6073c3708f6219201" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_participants" ADD CONSTRAINT "FK_7cee5bcb8c961f2ccef288d9a24" FOREIGN KEY ("expenseId") REFERENCES "expenses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_participants" ADD CONSTRAINT "FK_a4582efd4591b2d1f17c8881124" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_payers" ADD CONSTRAINT "FK_56701319938b9888278813e7405" FOREIGN KEY ("expenseId") REFERENCES "expenses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_payers" ADD CONSTRAINT "FK_041102fc53c74b03c05e64295b8" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_shares" ADD CONSTRAINT "FK_5cbe064197ad3f66b166a6c9f54" FOREIGN KEY ("expenseId") REFERENCES "expenses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_shares" ADD CONSTRAINT "FK_6f9dc2a1b6d6fac13ae00c0069c" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "expense_shares" ADD CONSTRAINT "FK_254cd355ce58d6053dfd7fd893f" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_5b901b19ed973dd447a275cddaa" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_e70879230925c0b8d7c0148ea42" FOREIGN KEY ("fromUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_8b22c286a7aa80a74ab47db1c36" FOREIGN KEY ("toUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_b44a43463c1f091a11f768d5389" FOREIGN KEY ("recordedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_b44a43463c1f091a11f768d5389"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_8b22c286a7aa80a74ab47db1c36"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_e70879230925c0b8d7c0148ea42"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_5b901b19ed973dd447a275cddaa"`);
    await queryRunner.query(`ALTER TABLE "expense_shares" DROP CONSTRAINT "FK_254cd355ce58d6053dfd7fd893f"`);
    await queryRunner.query(`ALTER TABLE "expense_shares" DROP CONSTRAINT "FK_6f9dc2a1b6d6fac13ae00c0069c"`);
    await queryRunner.query(`ALTER TABLE "expense_shares" DROP CONSTRAINT "FK_5cbe064197ad3f66b166a6c9f54"`);
    await queryRunner.query(`ALTER TABLE "expense_payers" DROP CONSTRAINT "FK_041102fc53c74b03c05e64295b8"`);
    await queryRunner.query(`ALTER TABLE "expense_payers" DROP CONSTRAINT "FK_56701319938b9888278813e7405"`);
    await queryRunner.query(`ALTER TABLE "expense_participants" DROP CONSTRAINT "FK_a4582efd4591b2d1f17c8881124"`);
    await queryRunner.query(`ALTER TABLE "expense_participants" DROP CONSTRAINT "FK_7cee5bcb8c961f2ccef288d9a24"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP CONSTRAINT "FK_26da15632f6073c3708f6219201"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP CONSTRAINT "FK_81d251acd616f5b225a17c4b9ce"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP CONSTRAINT "FK_96f6ef312352264de1f07e712d1"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP CONSTRAINT "FK_38725b8ed4b39d5632cf278ceb8"`);
    await queryRunner.query(`ALTER TABLE "expense_changes" DROP CONSTRAINT "FK_626808204f6f92dce11185ec49c"`);
    await queryRunner.query(`ALTER TABLE "expense_changes" DROP CONSTRAINT "FK_a489f2b5c65ca1cd5d81961a6e2"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "currency"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_event_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8b22c286a7aa80a74ab47db1c3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e70879230925c0b8d7c0148ea4"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c27fd3dbfa19b53275950c06a6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_254cd355ce58d6053dfd7fd893"`);
    await queryRunner.query(`DROP TABLE "expense_shares"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_041102fc53c74b03c05e64295b"`);
    await queryRunner.query(`DROP TABLE "expense_payers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7cee5bcb8c961f2ccef288d9a2"`);
    await queryRunner.query(`DROP TABLE "expense_participants"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b4af66316ba81a32e57526b372"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_expenses_carpool"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_expenses_stay"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_26da15632f6073c3708f621920"`);
    await queryRunner.query(`DROP TABLE "expenses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_expense_changes_event_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_626808204f6f92dce11185ec49"`);
    await queryRunner.query(`DROP TABLE "expense_changes"`);
  }
}
