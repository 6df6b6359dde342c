import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schedule list names each item's first five people going. Without an index in answer order,
 * PostgreSQL looked up every member's answer to every item (4,800 probes for 24 items and 200 members,
 * 7 of the statement's 9 ms); with it, it reads the first going answers of each item in order.
 */
export class RsvpGoingOrder1795320000000 implements MigrationInterface {
  name = 'RsvpGoingOrder1795320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_rsvps_item_going_order" ON "rsvps" ("scheduleEventId", "respondedAt", "userId") WHERE status = 'going'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_rsvps_item_going_order"`);
  }
}
