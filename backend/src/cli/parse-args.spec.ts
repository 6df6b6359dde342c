import { UsageError, parseArgs } from './parse-args';

describe('parseArgs', () => {
  it('reads set-tier with a normalised e-mail and tier', () => {
    expect(parseArgs(['set-tier', ' Alice@Example.COM ', 'Paid'])).toEqual({
      name: 'set-tier',
      email: 'alice@example.com',
      tier: 'paid',
    });
  });

  it.each(['free', 'paid', 'enterprise'])('accepts the %s tier', (tier) => {
    expect(parseArgs(['set-tier', 'a@b.c', tier])).toMatchObject({ tier });
  });

  it.each([['help'], ['--help'], ['-h']])('answers help for %s', (flag) => {
    expect(parseArgs([flag])).toEqual({ name: 'help' });
  });

  it.each([
    [[], 'No command given.'],
    [['upgrade'], 'Unknown command "upgrade".'],
    [['set-tier'], 'set-tier takes exactly two arguments: <email> <tier>.'],
    [['set-tier', 'a@b.c'], 'set-tier takes exactly two arguments: <email> <tier>.'],
    [['set-tier', 'a@b.c', 'paid', 'extra'], 'set-tier takes exactly two arguments: <email> <tier>.'],
    [['set-tier', 'not-an-email', 'paid'], '"not-an-email" is not an e-mail address.'],
    [['set-tier', 'a@b.c', 'gold'], 'Unknown tier "gold": use one of free, paid, enterprise.'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });
});
