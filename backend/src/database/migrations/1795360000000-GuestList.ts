import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who comes together and what they answer: parties with their guests, private schedule items, questions
 * with the RSVP, answers recorded by an admin, and the event's essentials (dress code, registry, FAQ).
 */
export class GuestList1795360000000 implements MigrationInterface {
  name = 'GuestList1795360000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "parties" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "guestLimit" integer NOT NULL DEFAULT '0', "lastRemindedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_parties_guest_limit" CHECK ("guestLimit" BETWEEN 0 AND 10), CONSTRAINT "PK_da698299dca60d55f0050dde935" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_817871932dee1ba8e3b0d54612" ON "parties"  ("eventId") `);
    await queryRunner.query(
      `CREATE TABLE "party_guests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "partyId" uuid NOT NULL, "eventId" uuid NOT NULL, "name" character varying(100), "ageGroup" character varying(8) NOT NULL DEFAULT 'adult', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_party_guests_age_group" CHECK ("ageGroup" IN ('adult', 'child')), CONSTRAINT "PK_039d43c3dd55556cf3d3a7e1a66" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5dd1366d91d29a64e7e9c2963e" ON "party_guests"  ("partyId") `);
    await queryRunner.query(`CREATE INDEX "IDX_ffeda0be0ce4c21b280760961f" ON "party_guests"  ("eventId") `);
    await queryRunner.query(
      `CREATE TABLE "rsvp_questions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "scheduleItemId" uuid, "kind" character varying(16) NOT NULL, "prompt" character varying(300) NOT NULL, "options" jsonb NOT NULL DEFAULT '[]', "required" boolean NOT NULL DEFAULT false, "position" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_rsvp_questions_kind" CHECK (kind IN ('single_choice', 'multiple_choice', 'short_text')), CONSTRAINT "PK_6221450a7aa1d3d48695cc9c90d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_74918303ca3333d2f1b1caed6d" ON "rsvp_questions"  ("scheduleItemId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvp_questions_event_position" ON "rsvp_questions"  ("eventId", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "rsvp_question_answers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "questionId" uuid NOT NULL, "userId" uuid, "guestId" uuid, "value" jsonb NOT NULL, "answeredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_rsvp_question_answers_question_guest" UNIQUE ("questionId", "guestId"), CONSTRAINT "UQ_rsvp_question_answers_question_user" UNIQUE ("questionId", "userId"), CONSTRAINT "CHK_rsvp_question_answers_person" CHECK (num_nonnulls("userId", "guestId") = 1), CONSTRAINT "PK_a7efc384bf32094aba7bf74099f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_45783d13a6e33331793e3b62ca" ON "rsvp_question_answers"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_12967e22085fd7baa4ef2ad020" ON "rsvp_question_answers"  ("guestId") `);
    await queryRunner.query(
      `CREATE TABLE "schedule_item_parties" ("scheduleItemId" uuid NOT NULL, "partyId" uuid NOT NULL, CONSTRAINT "PK_71902dcd22330cd7fccb6df5d62" PRIMARY KEY ("scheduleItemId", "partyId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a659cabfe5cca4e495127efa56" ON "schedule_item_parties"  ("partyId") `);
    await queryRunner.query(`ALTER TABLE "events" ADD "dressCode" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "registryUrl" character varying(2048)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "faq" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "events" ADD "guestsRemindedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "event_invitations" ADD "name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "event_invitations" ADD "guestLimit" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "event_invitations" ADD "guests" jsonb NOT NULL DEFAULT '[]'`);
    // Every member so far comes alone: a party of one each.
    await queryRunner.query(`ALTER TABLE "event_members" ADD "partyId" uuid`);
    await queryRunner.query(`UPDATE "event_members" SET "partyId" = gen_random_uuid()`);
    await queryRunner.query(
      `INSERT INTO "parties" ("id", "eventId", "createdAt") SELECT "partyId", "eventId", "joinedAt" FROM "event_members"`,
    );
    await queryRunner.query(`ALTER TABLE "event_members" ALTER COLUMN "partyId" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "event_schedule" ADD "audience" character varying(16) NOT NULL DEFAULT 'everyone'`,
    );
    await queryRunner.query(`ALTER TABLE "rsvps" ADD "guestId" uuid`);
    await queryRunner.query(`ALTER TABLE "rsvps" ADD "recordedBy" uuid`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "FK_162d129ecc40a05c5558dbc7944"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rsvps_item_user_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rsvps_item_going_order"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "UQ_rsvps_item_user"`);
    await queryRunner.query(`ALTER TABLE "rsvps" ALTER COLUMN "userId" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_dab2d6a360d007a99b795e51c0" ON "event_members"  ("partyId") `);
    await queryRunner.query(`CREATE INDEX "IDX_022ebe5463d80df2a8b8db2af1" ON "rsvps"  ("guestId") `);
    await queryRunner.query(`CREATE INDEX "IDX_ab15da57850ba899863c7dd0e5" ON "rsvps"  ("recordedBy") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvps_item_going_order" ON "rsvps"  ("scheduleEventId", "respondedAt", "userId") WHERE status = 'going'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvps_item_user_status" ON "rsvps"  ("scheduleEventId", "userId", "status") `,
    );
    await queryRunner.query(
      `ALTER TABLE "event_invitations" ADD CONSTRAINT "CHK_event_invitations_guest_limit" CHECK ("guestLimit" BETWEEN 0 AND 10)`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_schedule" ADD CONSTRAINT "CHK_event_schedule_audience" CHECK (audience IN ('everyone', 'parties'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "CHK_rsvps_person" CHECK (num_nonnulls("userId", "guestId") = 1)`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "UQ_rsvps_item_guest" UNIQUE ("scheduleEventId", "guestId")`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "UQ_rsvps_item_user" UNIQUE ("scheduleEventId", "userId")`,
    );
    await queryRunner.query(
      `ALTER TABLE "parties" ADD CONSTRAINT "FK_817871932dee1ba8e3b0d546129" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_members" ADD CONSTRAINT "FK_dab2d6a360d007a99b795e51c0e" FOREIGN KEY ("partyId") REFERENCES "parties"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "party_guests" ADD CONSTRAINT "FK_5dd1366d91d29a64e7e9c2963e6" FOREIGN KEY ("partyId") REFERENCES "parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "party_guests" ADD CONSTRAINT "FK_ffeda0be0ce4c21b280760961f4" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "FK_162d129ecc40a05c5558dbc7944" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "FK_022ebe5463d80df2a8b8db2af16" FOREIGN KEY ("guestId") REFERENCES "party_guests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "FK_ab15da57850ba899863c7dd0e51" FOREIGN KEY ("recordedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvp_questions" ADD CONSTRAINT "FK_787c1fac6c2ecfe812d319c8a60" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvp_questions" ADD CONSTRAINT "FK_74918303ca3333d2f1b1caed6da" FOREIGN KEY ("scheduleItemId") REFERENCES "event_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvp_question_answers" ADD CONSTRAINT "FK_e4f254c15636014d02bc4ca43d9" FOREIGN KEY ("questionId") REFERENCES "rsvp_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvp_question_answers" ADD CONSTRAINT "FK_45783d13a6e33331793e3b62ca7" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvp_question_answers" ADD CONSTRAINT "FK_12967e22085fd7baa4ef2ad0201" FOREIGN KEY ("guestId") REFERENCES "party_guests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule_item_parties" ADD CONSTRAINT "FK_37e3750c880f882555571b5c140" FOREIGN KEY ("scheduleItemId") REFERENCES "event_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedule_item_parties" ADD CONSTRAINT "FK_a659cabfe5cca4e495127efa561" FOREIGN KEY ("partyId") REFERENCES "parties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "schedule_item_parties" DROP CONSTRAINT "FK_a659cabfe5cca4e495127efa561"`);
    await queryRunner.query(`ALTER TABLE "schedule_item_parties" DROP CONSTRAINT "FK_37e3750c880f882555571b5c140"`);
    await queryRunner.query(`ALTER TABLE "rsvp_question_answers" DROP CONSTRAINT "FK_12967e22085fd7baa4ef2ad0201"`);
    await queryRunner.query(`ALTER TABLE "rsvp_question_answers" DROP CONSTRAINT "FK_45783d13a6e33331793e3b62ca7"`);
    await queryRunner.query(`ALTER TABLE "rsvp_question_answers" DROP CONSTRAINT "FK_e4f254c15636014d02bc4ca43d9"`);
    await queryRunner.query(`ALTER TABLE "rsvp_questions" DROP CONSTRAINT "FK_74918303ca3333d2f1b1caed6da"`);
    await queryRunner.query(`ALTER TABLE "rsvp_questions" DROP CONSTRAINT "FK_787c1fac6c2ecfe812d319c8a60"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "FK_ab15da57850ba899863c7dd0e51"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "FK_022ebe5463d80df2a8b8db2af16"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "FK_162d129ecc40a05c5558dbc7944"`);
    await queryRunner.query(`ALTER TABLE "party_guests" DROP CONSTRAINT "FK_ffeda0be0ce4c21b280760961f4"`);
    await queryRunner.query(`ALTER TABLE "party_guests" DROP CONSTRAINT "FK_5dd1366d91d29a64e7e9c2963e6"`);
    await queryRunner.query(`ALTER TABLE "event_members" DROP CONSTRAINT "FK_dab2d6a360d007a99b795e51c0e"`);
    await queryRunner.query(`ALTER TABLE "parties" DROP CONSTRAINT "FK_817871932dee1ba8e3b0d546129"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "UQ_rsvps_item_user"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "UQ_rsvps_item_guest"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP CONSTRAINT "CHK_rsvps_person"`);
    await queryRunner.query(`ALTER TABLE "event_schedule" DROP CONSTRAINT "CHK_event_schedule_audience"`);
    await queryRunner.query(`ALTER TABLE "event_invitations" DROP CONSTRAINT "CHK_event_invitations_guest_limit"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rsvps_item_user_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rsvps_item_going_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ab15da57850ba899863c7dd0e5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_022ebe5463d80df2a8b8db2af1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dab2d6a360d007a99b795e51c0"`);
    await queryRunner.query(`ALTER TABLE "rsvps" ALTER COLUMN "userId" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "UQ_rsvps_item_user" UNIQUE ("scheduleEventId", "userId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvps_item_going_order" ON "rsvps" USING btree ("scheduleEventId", "userId", "respondedAt") WHERE ((status)::text = 'going'::text)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvps_item_user_status" ON "rsvps" USING btree ("scheduleEventId", "userId", "status") `,
    );
    await queryRunner.query(
      `ALTER TABLE "rsvps" ADD CONSTRAINT "FK_162d129ecc40a05c5558dbc7944" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN "recordedBy"`);
    await queryRunner.query(`ALTER TABLE "rsvps" DROP COLUMN "guestId"`);
    await queryRunner.query(`ALTER TABLE "event_schedule" DROP COLUMN "audience"`);
    await queryRunner.query(`ALTER TABLE "event_members" DROP COLUMN "partyId"`);
    await queryRunner.query(`ALTER TABLE "event_invitations" DROP COLUMN "guests"`);
    await queryRunner.query(`ALTER TABLE "event_invitations" DROP COLUMN "guestLimit"`);
    await queryRunner.query(`ALTER TABLE "event_invitations" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "guestsRemindedAt"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "faq"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "registryUrl"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "dressCode"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a659cabfe5cca4e495127efa56"`);
    await queryRunner.query(`DROP TABLE "schedule_item_parties"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_12967e22085fd7baa4ef2ad020"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_45783d13a6e33331793e3b62ca"`);
    await queryRunner.query(`DROP TABLE "rsvp_question_answers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rsvp_questions_event_position"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_74918303ca3333d2f1b1caed6d"`);
    await queryRunner.query(`DROP TABLE "rsvp_questions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ffeda0be0ce4c21b280760961f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5dd1366d91d29a64e7e9c2963e"`);
    await queryRunner.query(`DROP TABLE "party_guests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_817871932dee1ba8e3b0d54612"`);
    await queryRunner.query(`DROP TABLE "parties"`);
  }
}
