import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { allAnswering, entryPoint } from '../../backend/src/runtime/entry-point';
import { startLocalStripe, type LocalStripe } from '../../backend/test/support/local-stripe/local-stripe';
import {
  APP_URL,
  E2E_DATA_DIR,
  E2E_DATABASE_URL,
  E2E_OIDC_NAME,
  E2E_OPERATOR_EMAIL,
  E2E_REDIS_URL,
  E2E_REMOTE_MAP_FILE,
} from './app-env';

const ROOT = join(__dirname, '..', '..');

/** Starts the whole app exactly as `npm start` does, on a fresh database of its own. */
export default async function startApp(): Promise<void> {
  const occupied = await fetch(`${APP_URL}/`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Something already answers on ${APP_URL}: stop it before running the browser tests`);
  const name = new URL(E2E_DATABASE_URL).pathname.slice(1);
  const admin = new Client({ connectionString: E2E_DATABASE_URL.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  // Every section at its default address until a test releases one.
  writeFileSync(E2E_REMOTE_MAP_FILE, '{}');

  // Stripe as the browser tests meet it: a local server that speaks its API, hosts Checkout and signs webhooks.
  const stripe = await startLocalStripe();
  stripe.webhookUrl = `${APP_URL}/api/billing/webhook`;
  (globalThis as { localStripe?: LocalStripe }).localStripe = stripe;
  const app = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: E2E_DATABASE_URL,
      REDIS_URL: E2E_REDIS_URL,
      QUEUE_PREFIX: `gatherly-e2e-${process.pid}`,
      DATA_DIR: E2E_DATA_DIR,
      REMOTE_MAP_FILE: E2E_REMOTE_MAP_FILE,
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      ...stripe.environment,
      ADMIN_EMAILS: E2E_OPERATOR_EMAIL,
      // "Another OpenID provider": the app's own development provider, reached through discovery as any would be.
      OIDC_ISSUER: `${APP_URL}/api/local-idp`,
      OIDC_CLIENT_ID: 'gatherly-browser-tests',
      OIDC_CLIENT_SECRET: 'browser-tests-only-oidc-client-secret',
      OIDC_NAME: E2E_OIDC_NAME,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  (globalThis as { gatherlyApp?: number }).gatherlyApp = app.pid;
  const deadline = Date.now() + 15 * 60 * 1000;
  // What the launcher waits for (the API's own health, then through the web server), and the shell's page.
  const health = [...entryPoint([{ name: 'api' }, { name: 'web' }], {})!.health, `${APP_URL}/`];
  if (await allAnswering(health, () => app.exitCode !== null || Date.now() > deadline)) return;
  if (app.exitCode !== null) throw new Error(`npm start exited with ${app.exitCode}`);
  throw new Error('The app did not start within 15 minutes');
}
