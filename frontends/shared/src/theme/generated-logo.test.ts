import { contrastRatio, parseHex } from './contrast';
import { AVATAR_COLORS, initials } from './generated-logo';

describe('generated logos and avatars', () => {
  it('use only colours on which white initials reach WCAG AA (4.5:1)', () => {
    for (const colour of AVATAR_COLORS) {
      expect({ colour, ok: contrastRatio(parseHex(colour)!, { r: 255, g: 255, b: 255 }) >= 4.5 }).toEqual({
        colour,
        ok: true,
      });
    }
  });

  it('take the initials of the first two words', () => {
    expect(initials('Lisbon Getaway 2027')).toBe('LG');
    expect(initials('  solo ')).toBe('S');
    expect(initials('')).toBe('?');
  });
});
