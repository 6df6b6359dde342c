import { identityFromClaims } from './oidc-identity';

const ISSUER = 'https://sso.example.com';

describe('identityFromClaims', () => {
  it('takes the verified e-mail, the name and an http(s) picture, keyed by issuer and subject', () => {
    const identity = identityFromClaims(
      ISSUER,
      { sub: 'abc', email: 'Ada@Example.com', email_verified: true },
      { sub: 'abc', name: ' Ada Lovelace ', picture: 'https://img.example/ada.png' },
      'Acme SSO',
    );
    expect(identity).toEqual({
      issuer: ISSUER,
      subject: 'abc',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: 'https://img.example/ada.png',
    });
  });

  it('accepts the verification from userinfo when the ID token leaves the e-mail out', () => {
    const identity = identityFromClaims(
      ISSUER,
      { sub: 'abc' },
      { sub: 'abc', email: 'a@b.co', email_verified: true },
      'X',
    );
    expect(identity).toMatchObject({ email: 'a@b.co', displayName: 'a', photoURL: null });
  });

  it('refuses an unverified or missing e-mail with a message naming the provider', () => {
    const failure = { failure: expect.stringContaining('Your account at Acme SSO needs a verified e-mail address') };
    expect(
      identityFromClaims(ISSUER, { sub: 'a', email: 'a@b.co', email_verified: false }, undefined, 'Acme SSO'),
    ).toEqual(failure);
    expect(identityFromClaims(ISSUER, { sub: 'a', email: 'a@b.co' }, {}, 'Acme SSO')).toEqual(failure);
    expect(identityFromClaims(ISSUER, { sub: 'a' }, {}, 'Acme SSO')).toEqual(failure);
    // A verified e-mail in one place does not vouch for another e-mail given elsewhere.
    expect(
      identityFromClaims(
        ISSUER,
        { sub: 'a', email: 'old@b.co', email_verified: true },
        { sub: 'a', email: 'new@b.co', email_verified: false },
        'Acme SSO',
      ),
    ).toEqual(failure);
  });
});
