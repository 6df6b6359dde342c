import type { Photo } from '@gatherly/shared';
import { filterPhotos } from './photo-filter';

const photo = (caption: string | null, displayName: string | null) =>
  ({
    id: `${caption}-${displayName}`,
    caption,
    uploadedByUser: displayName ? { displayName, photoURL: null } : null,
  }) as Photo;

describe('Photo search (spec section 2)', () => {
  const photos = [photo('Beach Day', 'Ava'), photo(null, 'Bob Beachley'), photo('Cake', null)];

  it('matches the caption or the uploader name, ignoring case', () => {
    expect(filterPhotos(photos, 'BEACH').map((p) => p.id)).toEqual(['Beach Day-Ava', 'null-Bob Beachley']);
    expect(filterPhotos(photos, 'ava').map((p) => p.id)).toEqual(['Beach Day-Ava']);
  });

  it('shows everything for an empty or blank search', () => {
    expect(filterPhotos(photos, '  ')).toHaveLength(3);
  });
});
