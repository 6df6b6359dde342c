import type { DataSource } from 'typeorm';
import { openTestDatabase, seedUser } from '../../../../test/support/test-database';
import { AccountErasureRepository, NAMED_AS_ACTOR, OWN_ROWS } from './account-erasure.repository';
import { tombstoneOf } from './account-rules';

/**
 * The other foreign keys to users, each handled by its own step of an account's deletion or kept because
 * the row is other people's too (docs/decisions.md, "Operator console").
 */
const HANDLED_ELSEWHERE = [
  // Its events are deleted with everything in them.
  'events.createdBy',
  'events.adminId',
  // Its memberships elsewhere end as a removal ends them (kept as a departure).
  'event_members.userId',
  'carpools.driverId',
  'carpool_passengers.userId',
  'stay_occupants.userId',
  // Deleted as deleting each would, or, with its votes, with the photo counts kept right.
  'comments.authorId',
  'photos.uploadedBy',
  'photo_votes.userId',
  // Other people's data, kept on the tombstone ('Deleted account').
  'expenses.createdBy',
  'expense_payers.userId',
  'expense_participants.userId',
  'expense_shares.userId',
  'payments.fromUserId',
  'payments.toUserId',
  'stays.createdBy',
  'event_invitations.invitedByUserId',
  'member_departures.userId',
];

describe('AccountErasureRepository', () => {
  let db: DataSource;
  const erasure = new AccountErasureRepository();

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.destroy());

  it('has a decision for every foreign key to users', async () => {
    const references: { reference: string }[] = await db.query(
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS reference
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
    );
    const decided = [
      ...OWN_ROWS.map((table) => `${table}.userId`),
      ...NAMED_AS_ACTOR.map(([table, column]) => `${table}.${column}`),
      ...HANDLED_ELSEWHERE,
    ];
    expect(references.map((row) => row.reference).sort()).toEqual([...new Set(decided)].sort());
    expect(decided).toHaveLength(new Set(decided).size);
  });

  it('scrubs the row of everything personal, freeing the address for a new account', async () => {
    const user = await seedUser(db, 'Ana Personal');
    await db.query(
      `UPDATE users SET bio = 'Hi', "phoneNumber" = '+1 555', "dateOfBirth" = '1990-01-01', allergies = '{nuts}',
         "photoURL" = 'https://example.test/a.png', "subscriptionTier" = 'paid', "subscriptionStatus" = 'active'
       WHERE id = $1`,
      [user.id],
    );
    await db.transaction((tx) => erasure.scrub(tx, user.id, tombstoneOf(user.id)));
    const [row] = await db.query(
      `SELECT email, "displayName", "googleSubject", bio, "phoneNumber", "dateOfBirth", allergies, "photoURL",
              "profilePrivacy", "subscriptionTier", "subscriptionStatus",
              "disabledAt" IS NOT NULL AS disabled, "deletedAt" IS NOT NULL AS deleted
       FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row).toEqual({
      email: `deleted-${user.id}@deleted.invalid`,
      displayName: 'Deleted account',
      googleSubject: null,
      bio: null,
      phoneNumber: null,
      dateOfBirth: null,
      allergies: [],
      photoURL: null,
      profilePrivacy: 'private',
      subscriptionTier: 'free',
      subscriptionStatus: 'free',
      disabled: true,
      deleted: true,
    });
    await db.query(`INSERT INTO users ("googleSubject", email, "displayName") VALUES (gen_random_uuid(), $1, 'Ana')`, [
      user.email,
    ]);
  });
});
