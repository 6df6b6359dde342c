import { maskUrl } from './mask-url';

describe('maskUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(maskUrl('postgres://postgres:s3cret@127.0.0.1:54329/gatherly')).toBe(
      'postgres://postgres:***@127.0.0.1:54329/gatherly',
    );
  });

  it('hides passwords given as parameters', () => {
    expect(maskUrl('postgres://db.internal/app?password=s3cret&sslmode=require')).not.toContain('s3cret');
  });

  it('keeps URLs without credentials as they are', () => {
    expect(maskUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('shows nothing of a URL it cannot parse', () => {
    expect(maskUrl('postgres://user:pa ss@')).toBe('[unparseable URL]');
  });
});
