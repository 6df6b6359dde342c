import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the event's activity keeps that no other table does: a removed member's membership (their joining
 * and who removed them), and each time the event's dates were set, in its settings or from its date poll.
 */
export class MemberDeparturesAndDateChanges1795340000000 implements MigrationInterface {
  name = 'MemberDeparturesAndDateChanges1795340000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_date_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "startDate" TIMESTAMP WITH TIME ZONE, "endDate" TIMESTAMP WITH TIME ZONE, "changedBy" uuid, "pollOptionId" uuid, "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_03f08a3941fa314885ba8b4ee84" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b9e81183a2031e9b641707d4f5" ON "event_date_changes"  ("changedBy") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_event_date_changes_event_changed" ON "event_date_changes"  ("eventId", "changedAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "member_departures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "memberId" uuid NOT NULL, "eventId" uuid NOT NULL, "userId" uuid NOT NULL, "role" character varying(16) NOT NULL, "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "leftAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "removedBy" uuid, CONSTRAINT "CHK_member_departures_role" CHECK (role IN ('creator', 'admin', 'attendee')), CONSTRAINT "PK_1b6fcd5489641b2ebc8cf564916" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1e3821eda0a97cfe64bdbb857b" ON "member_departures"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9488d71af4eba18d694987906e" ON "member_departures"  ("removedBy") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_member_departures_event_left" ON "member_departures"  ("eventId", "leftAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_member_departures_event_joined" ON "member_departures"  ("eventId", "joinedAt") `,
    );
    await queryRunner.query(
      `ALTER TABLE "event_date_changes" ADD CONSTRAINT "FK_9befd8f2f859af6412eced34aaf" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_date_changes" ADD CONSTRAINT "FK_b9e81183a2031e9b641707d4f51" FOREIGN KEY ("changedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_departures" ADD CONSTRAINT "FK_7ce4c695bf2dd7841144e3900ce" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_departures" ADD CONSTRAINT "FK_1e3821eda0a97cfe64bdbb857b8" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "member_departures" ADD CONSTRAINT "FK_9488d71af4eba18d694987906ec" FOREIGN KEY ("removedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "member_departures" DROP CONSTRAINT "FK_9488d71af4eba18d694987906ec"`);
    await queryRunner.query(`ALTER TABLE "member_departures" DROP CONSTRAINT "FK_1e3821eda0a97cfe64bdbb857b8"`);
    await queryRunner.query(`ALTER TABLE "member_departures" DROP CONSTRAINT "FK_7ce4c695bf2dd7841144e3900ce"`);
    await queryRunner.query(`ALTER TABLE "event_date_changes" DROP CONSTRAINT "FK_b9e81183a2031e9b641707d4f51"`);
    await queryRunner.query(`ALTER TABLE "event_date_changes" DROP CONSTRAINT "FK_9befd8f2f859af6412eced34aaf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_member_departures_event_joined"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_member_departures_event_left"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9488d71af4eba18d694987906e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1e3821eda0a97cfe64bdbb857b"`);
    await queryRunner.query(`DROP TABLE "member_departures"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_event_date_changes_event_changed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b9e81183a2031e9b641707d4f5"`);
    await queryRunner.query(`DROP TABLE "event_date_changes"`);
  }
}
