import { JwtService } from '@nestjs/jwt';
import type { Profile } from 'passport-google-oauth20';
import { AppConfig } from '../../config/app-config';
import { validateEnvironment } from '../../config/environment';
import { GoogleStrategy } from './google.strategy';

const strategy = (raw: Record<string, string> = {}) =>
  new GoogleStrategy(new AppConfig(validateEnvironment({ AUTH_SECRET: 'y'.repeat(40), ...raw })), new JwtService());

const profile = (json: Record<string, unknown>): Profile =>
  ({ id: 'sub-1', displayName: 'Ada', provider: 'google', _json: json, photos: [] }) as unknown as Profile;

describe('GoogleStrategy.validate', () => {
  it('accepts a verified e-mail, lower-cased, keyed by the subject', () => {
    expect(strategy().validate('', '', profile({ email: 'Ada@Example.com', email_verified: true }))).toEqual({
      subject: 'sub-1',
      email: 'ada@example.com',
      displayName: 'Ada',
      photoURL: null,
      initialTier: undefined,
    });
  });

  it('refuses an unverified or missing e-mail', () => {
    expect(() => strategy().validate('', '', profile({ email: 'ada@example.com', email_verified: false }))).toThrow(
      /verified/,
    );
    expect(() => strategy().validate('', '', profile({}))).toThrow(/verified/);
  });

  it('takes the development plan only from the local provider outside production', () => {
    const json = { email: 'a@b.co', email_verified: true, gatherly_plan: 'paid' };
    expect(strategy().validate('', '', profile(json)).initialTier).toBe('paid');
    expect(
      strategy({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).validate('', '', profile(json)).initialTier,
    ).toBeUndefined();
  });
});
