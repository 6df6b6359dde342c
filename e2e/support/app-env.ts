import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const APP_URL = 'http://localhost:8080';
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gatherly_e2e';
export const E2E_REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
export const E2E_DATA_DIR = join(tmpdir(), 'gatherly-e2e');
export const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'screenshots');
/** The browser tests' operator (ADMIN_EMAILS of the app they start); only the operator console's spec is them. */
export const E2E_OPERATOR_EMAIL = 'operator@example.com';
/** The name of the OpenID provider the browser tests' app offers besides Google (its own development one). */
export const E2E_OIDC_NAME = 'Gatherly SSO';
/** The shell's runtime remote map (REMOTE_MAP_FILE), read on every request: a test can release a section. */
export const E2E_REMOTE_MAP_FILE = join(tmpdir(), 'gatherly-e2e-remotes.json');
