import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { png } from './support/images';
import { dataDir, f, objectFiles, t, usePhotoSuite } from './support/photo-suite';
import { processed, uploadPhoto } from './support/photos';

/** Rounds of one photo each; the free plan's 100 photos per event bound them, a race needs many. */
const ROUNDS = 40;
/** Every link is spent each round: a user may hold only so many unused ones. */
const TARGETS_PER_ROUND = 14;
const LANES = 3;

/** Uploads arriving while the image worker deletes the uploads it has processed, in its own data folder. */
describe('Photo uploads under concurrency', () => {
  usePhotoSuite();

  it('answers every upload with its own verdict, never 500, while the worker deletes the only other upload', async () => {
    const photo = await png(64, 64);
    // Refused after its temporary file is made, and kept nowhere: the photo's upload stays uploads/' only file.
    const notAnImage = Buffer.from('plain text: refused at once, so no upload but the photo’s is stored');
    const statuses: number[] = [];
    let racedRounds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const targets = await Promise.all(
        Array.from({ length: TARGETS_PER_ROUND }, async () => {
          const target = await t.http().post('/api/objects/upload').set(f.users.attendee.auth).expect(200);
          return target.body.uploadURL as string;
        }),
      );
      const uploaded = await uploadPhoto(t, f.users.attendee, f.eventId, photo);
      expect(objectFiles()).toEqual([uploaded.objectPath.split('/')[1]]);
      const storedUpload = join(dataDir, 'objects', uploaded.objectPath);
      let putAfterDeletion = false;
      await Promise.all(
        Array.from({ length: LANES }, async () => {
          while (targets.length > 0) {
            const gone = !existsSync(storedUpload);
            const put = await fetch(targets.pop()!, { method: 'PUT', body: notAnImage });
            statuses.push(put.status);
            if (gone) putAfterDeletion = true;
          }
        }),
      );
      if (putAfterDeletion) racedRounds++;
      expect(statuses.filter((status) => status !== 415)).toEqual([]);
      expect((await processed(t, uploaded.id)).status).toBe('ready');
      // The worker deletes the upload just after it marks the photo ready.
      while (existsSync(storedUpload)) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Most rounds did overlap the deletion; otherwise this test proves nothing.
    expect(racedRounds).toBeGreaterThan(ROUNDS / 2);
  }, 180_000);
});
