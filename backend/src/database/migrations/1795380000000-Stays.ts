import { MigrationInterface, QueryRunner } from 'typeorm';

/** Where the group sleeps: stays, their rooms, and who has which bed (one bed per person per event). */
export class Stays1795380000000 implements MigrationInterface {
  name = 'Stays1795380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stays" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "kind" character varying(8) NOT NULL, "name" character varying(120) NOT NULL, "address" character varying(200), "bookingUrl" character varying(500), "bookingCode" character varying(60), "bookingCutoff" date, "checkIn" TIMESTAMP WITH TIME ZONE, "checkOut" TIMESTAMP WITH TIME ZONE, "membersClaimBeds" boolean NOT NULL DEFAULT false, "createdBy" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_stays_times" CHECK ("checkOut" IS NULL OR "checkIn" IS NULL OR "checkOut" > "checkIn"), CONSTRAINT "CHK_stays_kind" CHECK (kind IN ('hotel', 'rental')), CONSTRAINT "PK_55e31a0cae0fd6ab1a9f3c6b593" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_471b70e6bb5bd4a74dd5375719" ON "stays"  ("createdBy") `);
    await queryRunner.query(`CREATE INDEX "IDX_cedb52fb85397d05acfef60235" ON "stays"  ("eventId", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "stay_rooms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "stayId" uuid NOT NULL, "eventId" uuid NOT NULL, "name" character varying(80) NOT NULL, "beds" character varying(120), "capacity" integer NOT NULL, "position" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_stay_rooms_capacity" CHECK (capacity BETWEEN 1 AND 20), CONSTRAINT "PK_31698b3b43b2d61ee51af7136ac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_36a81353599d6499f689cdb3d7" ON "stay_rooms"  ("eventId") `);
    await queryRunner.query(`CREATE INDEX "IDX_02bfaca4793f4ef43215040eb9" ON "stay_rooms"  ("stayId", "position") `);
    await queryRunner.query(
      `CREATE TABLE "stay_occupants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "stayId" uuid NOT NULL, "roomId" uuid NOT NULL, "userId" uuid, "guestId" uuid, "assignedBy" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_stay_occupants_person" CHECK (num_nonnulls("userId", "guestId") = 1), CONSTRAINT "PK_3b2ba45563dc4726af14ead6f04" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6db56138eee142620e3737bd04" ON "stay_occupants"  ("stayId") `);
    await queryRunner.query(`CREATE INDEX "IDX_750f244a12d2d6257ac325be8e" ON "stay_occupants"  ("roomId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_stay_occupants_event_guest" ON "stay_occupants"  ("eventId", "guestId") WHERE "guestId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_stay_occupants_event_user" ON "stay_occupants"  ("eventId", "userId") WHERE "userId" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "stays" ADD CONSTRAINT "FK_9a7c82efa99284e493e1451c13e" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stays" ADD CONSTRAINT "FK_471b70e6bb5bd4a74dd5375719c" FOREIGN KEY ("createdBy") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_rooms" ADD CONSTRAINT "FK_8bf1575370dfb36af9558031429" FOREIGN KEY ("stayId") REFERENCES "stays"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_rooms" ADD CONSTRAINT "FK_36a81353599d6499f689cdb3d77" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_occupants" ADD CONSTRAINT "FK_41889ab087d27c7b90316f07190" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_occupants" ADD CONSTRAINT "FK_6db56138eee142620e3737bd046" FOREIGN KEY ("stayId") REFERENCES "stays"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_occupants" ADD CONSTRAINT "FK_750f244a12d2d6257ac325be8ee" FOREIGN KEY ("roomId") REFERENCES "stay_rooms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_occupants" ADD CONSTRAINT "FK_38b99bd97360238cb4f825e3aaf" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stay_occupants" ADD CONSTRAINT "FK_90ef59fa50579ad6f617dab8a92" FOREIGN KEY ("guestId") REFERENCES "party_guests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stay_occupants" DROP CONSTRAINT "FK_90ef59fa50579ad6f617dab8a92"`);
    await queryRunner.query(`ALTER TABLE "stay_occupants" DROP CONSTRAINT "FK_38b99bd97360238cb4f825e3aaf"`);
    await queryRunner.query(`ALTER TABLE "stay_occupants" DROP CONSTRAINT "FK_750f244a12d2d6257ac325be8ee"`);
    await queryRunner.query(`ALTER TABLE "stay_occupants" DROP CONSTRAINT "FK_6db56138eee142620e3737bd046"`);
    await queryRunner.query(`ALTER TABLE "stay_occupants" DROP CONSTRAINT "FK_41889ab087d27c7b90316f07190"`);
    await queryRunner.query(`ALTER TABLE "stay_rooms" DROP CONSTRAINT "FK_36a81353599d6499f689cdb3d77"`);
    await queryRunner.query(`ALTER TABLE "stay_rooms" DROP CONSTRAINT "FK_8bf1575370dfb36af9558031429"`);
    await queryRunner.query(`ALTER TABLE "stays" DROP CONSTRAINT "FK_471b70e6bb5bd4a74dd5375719c"`);
    await queryRunner.query(`ALTER TABLE "stays" DROP CONSTRAINT "FK_9a7c82efa99284e493e1451c13e"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_stay_occupants_event_user"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_stay_occupants_event_guest"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_750f244a12d2d6257ac325be8e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6db56138eee142620e3737bd04"`);
    await queryRunner.query(`DROP TABLE "stay_occupants"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_02bfaca4793f4ef43215040eb9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_36a81353599d6499f689cdb3d7"`);
    await queryRunner.query(`DROP TABLE "stay_rooms"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cedb52fb85397d05acfef60235"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_471b70e6bb5bd4a74dd5375719"`);
    await queryRunner.query(`DROP TABLE "stays"`);
  }
}
