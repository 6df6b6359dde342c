import type { ClientBase } from 'pg';
import { bulkInsert } from './bulk-insert';
import type { Prng } from './prng';
import type { SeededUser } from './seed-users';
import { aroundEvent, later } from './timeline';

const CAPTIONS = ['Sunset on the terrace', 'First dance', 'Group photo!', 'The cake', 'Road trip', null, null];
const MAX_VOTES_PER_PHOTO = 20;

export interface SeededPhotos {
  ids: string[];
  /** `photoId:userId` of every vote, so a benchmark can toggle votes knowing their state. */
  votes: Set<string>;
}

/** Processed (ready) photos by random members, each with up to 20 votes from distinct members. */
export async function seedPhotos(
  client: ClientBase,
  rng: Prng,
  eventId: string,
  members: readonly SeededUser[],
  count: number,
): Promise<SeededPhotos> {
  const photos = Array.from({ length: count }, (_, index) => {
    const id = rng.uuid();
    const uploadedAt = aroundEvent(rng, -30, 3);
    const voters = rng.sample(members, rng.int(0, Math.min(MAX_VOTES_PER_PHOTO, members.length)));
    return {
      id,
      eventId,
      uploadedBy: rng.pick(members).id,
      filename: `IMG_${1000 + index}.jpg`,
      objectPath: `uploads/bench/${id}`,
      sizeBytes: String(rng.int(1_500_000, 6_000_000)),
      caption: rng.pick(CAPTIONS),
      votes: voters.length,
      isFeatured: rng.next() < 0.03,
      status: 'ready',
      width: 4032,
      height: 3024,
      originalFormat: 'jpeg',
      uploadedAt,
      processedAt: later(uploadedAt, 0, 2, rng),
      voters,
    };
  });
  await bulkInsert(
    client,
    'photos',
    {
      id: 'uuid',
      eventId: 'uuid',
      uploadedBy: 'uuid',
      filename: 'text',
      objectPath: 'text',
      sizeBytes: 'bigint',
      caption: 'text',
      votes: 'int',
      isFeatured: 'bool',
      status: 'text',
      width: 'int',
      height: 'int',
      originalFormat: 'text',
      uploadedAt: 'timestamptz',
      processedAt: 'timestamptz',
    },
    photos,
  );
  const votes = photos.flatMap((photo) =>
    photo.voters.map((voter) => ({
      photoId: photo.id,
      userId: voter.id,
      votedAt: later(photo.uploadedAt, 1, 3000, rng),
    })),
  );
  await bulkInsert(client, 'photo_votes', { photoId: 'uuid', userId: 'uuid', votedAt: 'timestamptz' }, votes);
  return {
    ids: photos.map((photo) => photo.id),
    votes: new Set(votes.map((vote) => `${vote.photoId}:${vote.userId}`)),
  };
}
