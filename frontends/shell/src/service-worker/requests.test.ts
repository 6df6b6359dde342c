import { galleryImageSize, isAppCode, isAppNavigation, isHashedAsset, isReleaseEntry } from './requests';

const ORIGIN = 'https://gatherly.test';
const url = (path: string) => new URL(path, ORIGIN);

describe('What the service worker answers, and how', () => {
  it('takes what names a release from the network first: the shell entry and map, each remote’s manifest and entry', () => {
    for (const entry of [
      '/main.js',
      '/remotes.json',
      'http://localhost:3101/mf-manifest.json',
      'http://localhost:3102/remoteEntry.js',
      '/sections/photos/mf-manifest.json',
      '/sections/photos/remoteEntry.js',
    ]) {
      expect(isReleaseEntry(url(entry), ORIGIN)).toBe(true);
    }
    // Another site's main.js is not the shell's.
    expect(isReleaseEntry(url('https://cdn.example.com/main.js'), ORIGIN)).toBe(false);
    expect(isReleaseEntry(url('/144.ca23782205.js'), ORIGIN)).toBe(false);
  });

  it('keeps content-hashed chunks, of the shell or any remote, as they never change', () => {
    expect(isHashedAsset(url('/144.ca23782205.js'))).toBe(true);
    expect(isHashedAsset(url('http://localhost:3103/290.07ea047f79.css'))).toBe(true);
    expect(isHashedAsset(url('/main.js'))).toBe(false);
    expect(isHashedAsset(url('/api/photos/p1/image'))).toBe(false);
  });

  it('counts as app code, which a page names to the worker, its release entries and chunks: no data, no photos', () => {
    for (const code of ['/main.js', '/remotes.json', 'http://localhost:3102/remoteEntry.js', '/144.ca23782205.js'])
      expect(isAppCode(url(code), ORIGIN)).toBe(true);
    for (const other of ['/api/events/e1', '/api/photos/p1/image?size=thumb', '/manifest.webmanifest', '/'])
      expect(isAppCode(url(other), ORIGIN)).toBe(false);
  });

  it('answers the app’s own routes with the page, never the API’s or the objects’ (downloads, sign-in)', () => {
    expect(isAppNavigation(url('/events/e1/travel'), ORIGIN)).toBe(true);
    expect(isAppNavigation(url('/'), ORIGIN)).toBe(true);
    expect(isAppNavigation(url('/apiary'), ORIGIN)).toBe(true);
    expect(isAppNavigation(url('/api/exports/events/e1/everything.zip'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('/api/auth/google'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('/objects/uploads/x'), ORIGIN)).toBe(false);
    expect(isAppNavigation(url('https://accounts.google.com/o/oauth2'), ORIGIN)).toBe(false);
  });

  it('keeps photos as galleries show them, never originals or another site’s images', () => {
    expect(galleryImageSize(url('/api/photos/p1/image?size=thumb'), ORIGIN)).toBe('thumb');
    expect(galleryImageSize(url('/api/photos/p1/image?size=preview'), ORIGIN)).toBe('preview');
    expect(galleryImageSize(url('/api/photos/p1/image?size=original'), ORIGIN)).toBeNull();
    expect(galleryImageSize(url('/api/photos/p1/image'), ORIGIN)).toBeNull();
    expect(galleryImageSize(url('/api/photos/p1/vote'), ORIGIN)).toBeNull();
    expect(galleryImageSize(url('https://evil.test/api/photos/p1/image?size=thumb'), ORIGIN)).toBeNull();
  });
});
