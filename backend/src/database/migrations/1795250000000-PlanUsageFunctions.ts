import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two counts the plan limits need, as functions. VOLATILE PL/pgSQL runs each query on a fresh
 * snapshot, so a statement that first takes the creator's lock and then calls them sees every
 * invitation committed before the lock was granted: an invitation is checked and written in one
 * statement, one round trip, holding the lock only inside PostgreSQL.
 */
export class PlanUsageFunctions1795250000000 implements MigrationInterface {
  name = 'PlanUsageFunctions1795250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE FUNCTION "event_seats_taken"(event_id uuid) RETURNS integer
            LANGUAGE plpgsql VOLATILE AS $$
            BEGIN
              RETURN (SELECT count(*)::int FROM event_members WHERE "eventId" = event_id)
                   + (SELECT count(*)::int FROM event_invitations WHERE "eventId" = event_id AND status = 'pending');
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "creator_invitations_today"(creator_id uuid) RETURNS integer
            LANGUAGE plpgsql VOLATILE AS $$
            BEGIN
              RETURN (SELECT count(*)::int FROM event_invitations i JOIN events e ON e.id = i."eventId"
                      WHERE e."createdBy" = creator_id AND i."invitedAt" >= date_trunc('day', now()));
            END $$
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "creator_invitations_today"(uuid)`);
    await queryRunner.query(`DROP FUNCTION "event_seats_taken"(uuid)`);
  }
}
