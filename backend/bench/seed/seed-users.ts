import type { ClientBase } from 'pg';
import { localIdpSubject } from '../../src/modules/auth/local-idp/local-idp.service';
import { bulkInsert } from './bulk-insert';
import type { Prng } from './prng';

export interface SeededUser {
  id: string;
  email: string;
}

const FIRST_NAMES = ['Ada', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kemal', 'Lea'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Patel', 'Yilmaz', 'Tanaka', 'García', 'Novak', 'Kim', 'Rossi'];

/**
 * Accounts keyed by the local identity provider's subject for their e-mail, so the benchmark can sign
 * any of them in through the real sign-in flow and get the seeded account back.
 */
export async function seedUsers(client: ClientBase, rng: Prng, label: string, count: number): Promise<SeededUser[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const email = `${label}-${index}@bench.example.com`;
    return {
      id: rng.uuid(),
      googleSubject: localIdpSubject(email),
      email,
      displayName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      photoURL: rng.next() < 0.7 ? `https://avatars.example.com/${label}-${index}.png` : null,
    };
  });
  await bulkInsert(
    client,
    'users',
    { id: 'uuid', googleSubject: 'text', email: 'text', displayName: 'text', photoURL: 'text' },
    rows,
  );
  return rows.map(({ id, email }) => ({ id, email }));
}
