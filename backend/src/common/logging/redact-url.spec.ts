import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides OAuth codes and state in the callback query', () => {
    expect(redactUrl('/api/auth/google/callback?code=abc123&state=xyz')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });

  it('hides the access_token parameter of a userinfo call', () => {
    expect(redactUrl('/api/local-idp/userinfo?access_token=secret')).not.toContain('secret');
  });

  it('hides invitation tokens in the path', () => {
    expect(redactUrl('/api/invitations/4f1c9a/accept')).toBe('/api/invitations/[redacted]/accept');
  });

  it('hides calendar feed tokens in the path', () => {
    expect(redactUrl('/api/calendar/feeds/Zm9vYmFyYmF6.ics')).toBe('/api/calendar/feeds/[redacted]');
  });

  it('hides a secret right after the word, wherever the path starts', () => {
    expect(redactUrl('invitations/4f1c9a')).toBe('invitations/[redacted]');
    expect(redactUrl('http://host/api/upload/abc')).toBe('http://host/api/upload/[redacted]');
  });

  it('keeps paths that merely contain one of the words', () => {
    expect(redactUrl('/api/events/42/invitations')).toBe('/api/events/42/invitations');
    expect(redactUrl('/api/uploads/abc')).toBe('/api/uploads/abc');
    expect(redactUrl('/api/feeds')).toBe('/api/feeds');
  });

  it('keeps ordinary paths and parameters', () => {
    expect(redactUrl('/api/events/42/photos?size=thumb')).toBe('/api/events/42/photos?size=thumb');
  });

  it('hides a secret after the word however the path spells it, as the router reads it', () => {
    expect(redactUrl('/api/calendar/fe%65ds/Zm9vYmFy.ics')).toBe('/api/calendar/fe%65ds/[redacted]');
    expect(redactUrl('/api/calendar/FEEDS/Zm9vYmFy.ics')).toBe('/api/calendar/FEEDS/[redacted]');
    expect(redactUrl('/api/%69nvitations/4f1c9a/accept')).toBe('/api/%69nvitations/[redacted]/accept');
    expect(redactUrl('/api/calendar/feeds%2FZm9vYmFy.ics')).toBe('/api/calendar/[redacted]');
    expect(redactUrl('/api/calendar%2Ffeeds/Zm9vYmFy.ics')).toBe('/api/calendar%2Ffeeds/[redacted]');
    expect(redactUrl('/api/calendar/fe%65ds/%zz/Zm9vYmFy')).toBe('/api/calendar/fe%65ds/[redacted]/Zm9vYmFy');
  });

  it('hides secret parameters whose names are escaped', () => {
    expect(redactUrl('/api/x?t%6Fken=secret')).not.toContain('secret');
  });
});
