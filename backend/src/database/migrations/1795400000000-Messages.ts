import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages: announcements and who they went to, comments, the notification centre, and push subscriptions. */
export class Messages1795400000000 implements MigrationInterface {
  name = 'Messages1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."announcement_audience" AS ENUM('everyone', 'going', 'not_responded', 'item')`,
    );
    await queryRunner.query(
      `CREATE TABLE "announcements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "authorId" uuid, "body" text NOT NULL, "link" text, "audience" "public"."announcement_audience" NOT NULL, "scheduleItemId" uuid, "pinnedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_announcements_item" CHECK ((audience = 'item') = ("scheduleItemId" IS NOT NULL)), CONSTRAINT "PK_b3ad760876ff2e19d58e05dc8b0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_92d72877cc8c092c83f37c6275" ON "announcements"  ("authorId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3c1150379ad96007045a412a10" ON "announcements"  ("scheduleItemId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_announcements_event_created" ON "announcements"  ("eventId", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "announcement_recipients" ("announcementId" uuid NOT NULL, "userId" uuid NOT NULL, CONSTRAINT "PK_announcement_recipients" PRIMARY KEY ("announcementId", "userId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0a9237e7315b7751c0fd150376" ON "announcement_recipients"  ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "comments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "eventId" uuid NOT NULL, "photoId" uuid, "scheduleItemId" uuid, "carpoolId" uuid, "stayId" uuid, "parentId" uuid, "authorId" uuid NOT NULL, "body" text NOT NULL, "mentions" uuid array NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "editedAt" TIMESTAMP WITH TIME ZONE, "deletedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_comments_subject" CHECK (num_nonnulls("photoId", "scheduleItemId", "carpoolId", "stayId") = 1), CONSTRAINT "PK_8bf68bc960f2b69e818bdb90dcb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_055cf70f93cb0e7dea47f9bd9a" ON "comments"  ("photoId") `);
    await queryRunner.query(`CREATE INDEX "IDX_b250ec2e8c0bbc42b29b4b15c8" ON "comments"  ("scheduleItemId") `);
    await queryRunner.query(`CREATE INDEX "IDX_e358be78e9c6aebd8bdf2c2724" ON "comments"  ("carpoolId") `);
    await queryRunner.query(`CREATE INDEX "IDX_472570e9aa52eec2f0ae4a69dd" ON "comments"  ("stayId") `);
    await queryRunner.query(`CREATE INDEX "IDX_8770bd9030a3d13c5f79a7d2e8" ON "comments"  ("parentId") `);
    await queryRunner.query(`CREATE INDEX "IDX_4548cc4a409b8651ec75f70e28" ON "comments"  ("authorId") `);
    await queryRunner.query(`CREATE INDEX "IDX_comments_event_created" ON "comments"  ("eventId", "createdAt") `);
    await queryRunner.query(
      `CREATE TYPE "public"."notification_kind" AS ENUM('announcement', 'mention', 'reply', 'dates_set', 'item_changed', 'carpool_joined')`,
    );
    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "eventId" uuid NOT NULL, "kind" "public"."notification_kind" NOT NULL, "actorId" uuid, "subjectId" uuid NOT NULL, "text" text NOT NULL, "link" text NOT NULL, "dedupeKey" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "readAt" TIMESTAMP WITH TIME ZONE, "pushedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_4e652c0d7bd0781daccfea1e117" UNIQUE ("dedupeKey"), CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3337493bfdc5d0fccd4bd5f51e" ON "notifications"  ("eventId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_unpushed" ON "notifications"  ("createdAt") WHERE "pushedAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_unread" ON "notifications"  ("userId") WHERE "readAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_created" ON "notifications"  ("userId", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "endpoint" text NOT NULL, "p256dh" text NOT NULL, "auth" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_0008bdfd174e533a3f98bf9af16" UNIQUE ("endpoint"), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4cc061875e9eecc311a94b3e43" ON "push_subscriptions"  ("userId") `);
    await queryRunner.query(`ALTER TABLE "email_preferences" ADD "announcements" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `ALTER TABLE "announcements" ADD CONSTRAINT "FK_7843288a6f12124a0d0c607cc4c" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcements" ADD CONSTRAINT "FK_92d72877cc8c092c83f37c62752" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcements" ADD CONSTRAINT "FK_3c1150379ad96007045a412a101" FOREIGN KEY ("scheduleItemId") REFERENCES "event_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement_recipients" ADD CONSTRAINT "FK_effb39816f6c0ca24291ba0d46f" FOREIGN KEY ("announcementId") REFERENCES "announcements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement_recipients" ADD CONSTRAINT "FK_0a9237e7315b7751c0fd150376d" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_555f90935f4c6d26c351af601fc" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_055cf70f93cb0e7dea47f9bd9ae" FOREIGN KEY ("photoId") REFERENCES "photos"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_b250ec2e8c0bbc42b29b4b15c8d" FOREIGN KEY ("scheduleItemId") REFERENCES "event_schedule"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_e358be78e9c6aebd8bdf2c27241" FOREIGN KEY ("carpoolId") REFERENCES "carpools"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_472570e9aa52eec2f0ae4a69ddd" FOREIGN KEY ("stayId") REFERENCES "stays"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_8770bd9030a3d13c5f79a7d2e81" FOREIGN KEY ("parentId") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "comments" ADD CONSTRAINT "FK_4548cc4a409b8651ec75f70e280" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_692a909ee0fa9383e7859f9b406" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_3337493bfdc5d0fccd4bd5f51e3" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_44412a2d6f162ff4dc1697d0db7" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_4cc061875e9eecc311a94b3e431" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP CONSTRAINT "FK_4cc061875e9eecc311a94b3e431"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_44412a2d6f162ff4dc1697d0db7"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_3337493bfdc5d0fccd4bd5f51e3"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_692a909ee0fa9383e7859f9b406"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_4548cc4a409b8651ec75f70e280"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_8770bd9030a3d13c5f79a7d2e81"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_472570e9aa52eec2f0ae4a69ddd"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_e358be78e9c6aebd8bdf2c27241"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_b250ec2e8c0bbc42b29b4b15c8d"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_055cf70f93cb0e7dea47f9bd9ae"`);
    await queryRunner.query(`ALTER TABLE "comments" DROP CONSTRAINT "FK_555f90935f4c6d26c351af601fc"`);
    await queryRunner.query(`ALTER TABLE "announcement_recipients" DROP CONSTRAINT "FK_0a9237e7315b7751c0fd150376d"`);
    await queryRunner.query(`ALTER TABLE "announcement_recipients" DROP CONSTRAINT "FK_effb39816f6c0ca24291ba0d46f"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP CONSTRAINT "FK_3c1150379ad96007045a412a101"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP CONSTRAINT "FK_92d72877cc8c092c83f37c62752"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP CONSTRAINT "FK_7843288a6f12124a0d0c607cc4c"`);
    await queryRunner.query(`ALTER TABLE "email_preferences" DROP COLUMN "announcements"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4cc061875e9eecc311a94b3e43"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_user_unread"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_notifications_unpushed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3337493bfdc5d0fccd4bd5f51e"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TYPE "public"."notification_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_comments_event_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4548cc4a409b8651ec75f70e28"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8770bd9030a3d13c5f79a7d2e8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_472570e9aa52eec2f0ae4a69dd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e358be78e9c6aebd8bdf2c2724"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b250ec2e8c0bbc42b29b4b15c8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_055cf70f93cb0e7dea47f9bd9a"`);
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0a9237e7315b7751c0fd150376"`);
    await queryRunner.query(`DROP TABLE "announcement_recipients"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_announcements_event_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3c1150379ad96007045a412a10"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_92d72877cc8c092c83f37c6275"`);
    await queryRunner.query(`DROP TABLE "announcements"`);
    await queryRunner.query(`DROP TYPE "public"."announcement_audience"`);
  }
}
