import { bannerProblem } from '../banner/banner-rules';
import { requiredName, validLogo } from './event-rules';

describe('Settings validation (spec section 5)', () => {
  it('requires the event name', () => {
    expect(requiredName('  ')).toBe('Event name is required');
    expect(requiredName('Party')).toBeNull();
  });

  it('takes an empty logo or an http(s) address', () => {
    expect(validLogo('')).toBeNull();
    expect(validLogo('https://example.com/logo.png')).toBeNull();
    expect(validLogo('ftp://example.com/logo.png')).toBe('Logo must be a web address (http or https)');
    expect(validLogo('logo')).toBe('Logo must be a web address (http or https)');
  });

  it('takes one banner image of at most 10 MB', () => {
    expect(bannerProblem({ name: 'b.jpg', size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(bannerProblem({ name: 'b.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(
      'b.jpg exceeds maximum allowed size of 10 MB',
    );
    expect(bannerProblem({ name: 'b.pdf', size: 10, type: 'application/pdf' })).toBe('Only images can be uploaded');
  });
});
