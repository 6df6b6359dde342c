import { photoImageUrl, photoThumbnailSrcSet } from './photo-image';

describe('photo image URLs', () => {
  it('serves a tile the thumbnail, and the preview on high-density screens', () => {
    expect(photoThumbnailSrcSet('p1')).toBe(
      '/api/photos/p1/image?size=thumb 250w, /api/photos/p1/image?size=preview 1440w',
    );
  });

  it('asks the image route for the size', () => {
    expect(photoImageUrl('p1', 'preview')).toBe('/api/photos/p1/image?size=preview');
  });
});
