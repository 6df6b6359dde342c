import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventFixture } from './support/event-fixture';
import { startTestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

describe('Development mailbox (no SMTP_URL)', () => {
  it('the worker catches invitation e-mails over SMTP and the mailbox page shows their links', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gatherly-mailbox-'));
    const t = await startTestApp({ DATA_DIR: dataDir });
    const worker = await startTestWorker(Number(new URL(t.baseUrl).port), { DATA_DIR: dataDir });
    try {
      const f = await createEventFixture(t);
      const email = uniqueEmail('caught');
      const response = await t
        .http()
        .post(`/api/events/${f.eventId}/members`)
        .set(f.users.admin.auth)
        .send({ userEmail: email })
        .expect(201);
      const link = `${t.baseUrl}/invite/${response.body.invitation.inviteToken}`;
      let page = '';
      for (let attempt = 0; attempt < 100 && !page.includes(link); attempt++) {
        page = (await t.http().get('/api/dev/mailbox').expect(200)).text;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(page).toContain(link);
      expect(page).toContain(email);
    } finally {
      await worker.close();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not exist when SMTP is configured', async () => {
    const t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      await t.http().get('/api/dev/mailbox').expect(404);
    } finally {
      await t.close();
    }
  });
});
