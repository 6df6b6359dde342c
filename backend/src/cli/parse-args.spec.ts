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

  it('reads backup, list-backups, restore and migrate with their options', () => {
    expect(parseArgs(['backup'])).toEqual({ name: 'backup' });
    expect(parseArgs(['backup', '--to', 's3://b/nightly', '--keep=3'])).toEqual({
      name: 'backup',
      to: 's3://b/nightly',
      keep: 3,
    });
    expect(parseArgs(['list-backups', '--from', '/srv/backups'])).toEqual({
      name: 'list-backups',
      from: '/srv/backups',
    });
    expect(parseArgs(['restore', 'gatherly-2026-12-06-020000'])).toEqual({
      name: 'restore',
      backup: 'gatherly-2026-12-06-020000',
    });
    expect(parseArgs(['migrate'])).toEqual({ name: 'migrate' });
  });

  it.each([
    [['backup', '--keep', '0'], '--keep must be a whole number of 1 or more, not "0".'],
    [['backup', '--to'], '--to needs a value.'],
    [['backup', '--from', 'x'], 'backup has no option --from.'],
    [['backup', '--to', 'a', '--to', 'b'], '--to is given twice.'],
    [['restore'], 'restore takes exactly one argument: the name of a backup (see list-backups).'],
    [['restore', '../etc'], '"../etc" is not a backup\'s name (gatherly-YYYY-MM-DD-HHMMSS).'],
    [['migrate', 'now'], 'migrate takes no arguments.'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
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
