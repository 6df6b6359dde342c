import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser } from '../../../test/support/test-database';
import type { TierName } from './subscription-tier.entity';
import { SubscriptionTiersRepository } from './subscription-tiers.repository';
import { TIER_CATALOGUE } from './tier-catalogue';

describe('SubscriptionTiersRepository', () => {
  let db: DataSource;
  let tiers: SubscriptionTiersRepository;

  const onPlan = async (tier: string, expiresAt: Date | null) => {
    const user = await seedUser(db);
    await db.query('UPDATE users SET "subscriptionTier" = $2, "subscriptionExpiresAt" = $3 WHERE id = $1', [
      user.id,
      tier,
      expiresAt,
    ]);
    return user.id;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    tiers = new SubscriptionTiersRepository(db);
  });
  afterAll(() => db.destroy());

  it('writes the tiers as the catalogue defines them, however many processes sync at once', async () => {
    // Only the time of the last sync is set back: other tests read these rows, and always the catalogue's figures.
    await db.query(`UPDATE subscription_tiers SET "updatedAt" = '2000-01-01'`);
    await Promise.all(Array.from({ length: 4 }, () => tiers.sync(Object.values(TIER_CATALOGUE))));
    const rows: Array<Record<string, unknown>> = await db.query('SELECT * FROM subscription_tiers ORDER BY "tierName"');
    expect(rows.map((row) => row.tierName)).toEqual(['enterprise', 'free', 'paid']);
    for (const row of rows) {
      expect(row).toMatchObject({ ...TIER_CATALOGUE[row.tierName as TierName] });
      expect((row.updatedAt as Date).getFullYear()).toBeGreaterThan(2000);
    }
  });

  it('answers the plan a user is on now: a paid plan past its expiry is the free one', async () => {
    await tiers.sync(Object.values(TIER_CATALOGUE));
    const inAWeek = new Date(Date.now() + 7 * 86400_000);
    expect(await tiers.effectiveTierOf(await onPlan('paid', inAWeek))).toMatchObject(TIER_CATALOGUE.paid);
    expect(await tiers.effectiveTierOf(await onPlan('enterprise', null))).toMatchObject(TIER_CATALOGUE.enterprise);
    expect(await tiers.effectiveTierOf(await onPlan('paid', new Date(Date.now() - 1000)))).toMatchObject(
      TIER_CATALOGUE.free,
    );
    expect(await tiers.effectiveTierOf('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
