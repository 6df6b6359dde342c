import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { uniqueEmail } from './support/test-app';
import { TEST_DATABASE_URL } from './support/test-env';

const BACKEND = join(__dirname, '..');

interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The operator CLI as `npm run cli` runs it: its own process, arguments, output and exit status. */
function cli(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', './test/support/register-ts.js', 'src/cli.ts', ...args],
      { cwd: BACKEND, env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL }, timeout: 20_000 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('operator CLI', () => {
  const db = new Client({ connectionString: TEST_DATABASE_URL });

  beforeAll(() => db.connect());
  afterAll(() => db.end());

  async function createUser(email: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users ("googleSubject", email, "displayName", "subscriptionExpiresAt")
       VALUES ($1, $2, 'Operator Test', now() - interval '1 day') RETURNING id`,
      [`cli-${randomUUID()}`, email],
    );
    return rows[0]!.id;
  }

  const subscription = async (id: string) =>
    (
      await db.query<{ subscriptionTier: string; subscriptionStatus: string; subscriptionExpiresAt: Date | null }>(
        'SELECT "subscriptionTier", "subscriptionStatus", "subscriptionExpiresAt" FROM users WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('puts a user on a paid tier and back on free', async () => {
    const email = uniqueEmail('operator');
    const id = await createUser(email);

    const upgrade = await cli('set-tier', email.toUpperCase(), 'enterprise');
    expect(upgrade).toMatchObject({ status: 0, stderr: '' });
    expect(upgrade.stdout).toBe(`${email} (user ${id}): subscription tier free -> enterprise, status active\n`);
    expect(await subscription(id)).toEqual({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: null,
    });

    const downgrade = await cli('set-tier', email, 'free');
    expect(downgrade.status).toBe(0);
    expect(await subscription(id)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'free' });
  });

  it('fails with status 1 for an unknown e-mail and changes nothing', async () => {
    const before = await db.query('SELECT count(*) FROM users WHERE "subscriptionTier" = $1', ['paid']);
    const run = await cli('set-tier', uniqueEmail('nobody'), 'paid');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^No user has the e-mail address nobody\..+@example\.com\.\n$/);
    expect(await db.query('SELECT count(*) FROM users WHERE "subscriptionTier" = $1', ['paid'])).toMatchObject({
      rows: before.rows,
    });
  });

  it('explains its usage and fails with status 1 for bad arguments', async () => {
    const run = await cli('set-tier', 'someone@example.com', 'platinum');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unknown tier "platinum": use one of free, paid, enterprise.');
    expect(run.stderr).toContain('Usage: npm run cli -- <command>');
  });
});
