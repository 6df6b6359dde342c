import { roleSatisfies } from './event-access.rules';

describe('roleSatisfies', () => {
  it.each([
    ['attendee', 'member', true],
    ['attendee', 'admin', false],
    ['attendee', 'creator', false],
    ['admin', 'member', true],
    ['admin', 'admin', true],
    ['admin', 'creator', false],
    ['creator', 'admin', true],
    ['creator', 'creator', true],
  ] as const)('%s reaching a %s route: %s', (role, level, allowed) => {
    expect(roleSatisfies(role, level)).toBe(allowed);
  });
});
