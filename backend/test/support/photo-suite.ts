import type { INestApplicationContext } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFixture, type EventFixture } from './event-fixture';
import { expectRefusedContaining } from './expect-refused';
import { png } from './images';
import { processed, uploadPhoto } from './photos';
import { startTestApp, type TestApp } from './test-app';
import { startTestWorker } from './test-worker';

// What the photo test files share, set by the beforeAll that usePhotoSuite registers.
export let t: TestApp;
export let worker: INestApplicationContext;
export let f: EventFixture;
export let dataDir: string;
/** A processed 300 × 300 PNG, 'Sunset at the lake', uploaded by f's attendee. */
export let ready: { id: string };

/**
 * Starts the API and the worker on a fresh data folder before a photo test file's tests, with the event
 * 'Photo Party' and one processed photo, and stops them after. Call it once, at the top of the file's describe.
 */
export function usePhotoSuite(): void {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-photos-'));
    t = await startTestApp({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), {
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    f = await createEventFixture(t, 'Photo Party');
    ready = await uploadPhoto(t, f.users.attendee, f.eventId, await png(), 'Sunset at the lake');
    expect((await processed(t, ready.id)).status).toBe('ready');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The file names of the stored uploads. */
export const objectFiles = () =>
  existsSync(join(dataDir, 'objects', 'uploads')) ? readdirSync(join(dataDir, 'objects', 'uploads')) : [];

export const expectRefused = (
  send: () => PromiseLike<{ status: number; body: { message?: string } }>,
  status: number,
  message?: string,
) => expectRefusedContaining(t.db, send, status, message);
