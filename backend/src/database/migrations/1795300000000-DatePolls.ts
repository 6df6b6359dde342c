import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The date poll of an event whose dates are still to be decided: candidate date ranges and the members'
 * answers. The partial unique index keeps one open poll per event; closed polls stay as a record.
 */
export class DatePolls1795300000000 implements MigrationInterface {
  name = 'DatePolls1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "date_polls" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "eventId" uuid NOT NULL,
                "createdBy" uuid,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "closedAt" TIMESTAMP WITH TIME ZONE,
                "chosenOptionId" uuid,
                CONSTRAINT "PK_c3929d19fb29d8e7985e6dfcd84" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e54d005905582015d1ed1e8305" ON "date_polls" ("createdBy")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_date_polls_event_created" ON "date_polls" ("eventId", "createdAt")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_date_polls_open_event" ON "date_polls" ("eventId")
            WHERE "closedAt" IS NULL
        `);
    await queryRunner.query(`
            CREATE TABLE "date_poll_options" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "pollId" uuid NOT NULL,
                "eventId" uuid NOT NULL,
                "startDate" TIMESTAMP WITH TIME ZONE NOT NULL,
                "endDate" TIMESTAMP WITH TIME ZONE NOT NULL,
                "createdBy" uuid,
                "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_date_poll_options_poll_dates" UNIQUE ("pollId", "startDate", "endDate"),
                CONSTRAINT "CHK_date_poll_options_dates" CHECK ("endDate" >= "startDate"),
                CONSTRAINT "PK_5bf7d7f5bf700f820d06b478170" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ce25de31903923cf06c0ff04c8" ON "date_poll_options" ("eventId")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0dd577662313b20c8185d0ac24" ON "date_poll_options" ("createdBy")
        `);
    await queryRunner.query(`
            CREATE TABLE "date_poll_answers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "optionId" uuid NOT NULL,
                "userId" uuid NOT NULL,
                "answer" character varying(16) NOT NULL,
                "answeredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_date_poll_answers_option_user" UNIQUE ("optionId", "userId"),
                CONSTRAINT "CHK_date_poll_answers_answer" CHECK (answer IN ('yes', 'if_need_be', 'no')),
                CONSTRAINT "PK_6fbbdde58d9b459177fa4c0e7f7" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6f80abbeafdc32703978689de3" ON "date_poll_answers" ("userId")
        `);
    await queryRunner.query(`
            ALTER TABLE "date_polls"
            ADD CONSTRAINT "FK_c72c509501717579442614c74ae" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_polls"
            ADD CONSTRAINT "FK_e54d005905582015d1ed1e83052" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_poll_options"
            ADD CONSTRAINT "FK_664685bd2339bc88208b10b2e43" FOREIGN KEY ("pollId") REFERENCES "date_polls"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_poll_options"
            ADD CONSTRAINT "FK_ce25de31903923cf06c0ff04c8b" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_poll_options"
            ADD CONSTRAINT "FK_0dd577662313b20c8185d0ac24c" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_poll_answers"
            ADD CONSTRAINT "FK_f942548a40ca5bf2ba999a0b5a7" FOREIGN KEY ("optionId") REFERENCES "date_poll_options"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "date_poll_answers"
            ADD CONSTRAINT "FK_6f80abbeafdc32703978689de3f" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "date_poll_answers"
        `);
    await queryRunner.query(`
            DROP TABLE "date_poll_options"
        `);
    await queryRunner.query(`
            DROP TABLE "date_polls"
        `);
  }
}
