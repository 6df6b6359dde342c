import { DEFAULT_THEME_COLORS } from '@gatherly/shared/ui';
import { affectsReadability, changedColours, isHex } from './colour-rules';

describe('Theme colour rules (spec section 5)', () => {
  it('accepts 3- and 6-digit hex colours only', () => {
    expect(isHex('#fff')).toBe(true);
    expect(isHex('#6236FF')).toBe(true);
    expect(isHex('6236ff')).toBe(false);
    expect(isHex('purple')).toBe(false);
  });

  it('saves the whole colour set when one colour changed, nothing otherwise', () => {
    expect(changedColours(DEFAULT_THEME_COLORS, 'primary', '#FF0000')).toEqual({
      ...DEFAULT_THEME_COLORS,
      primary: '#ff0000',
    });
    expect(changedColours(DEFAULT_THEME_COLORS, 'primary', '#6236FF')).toBeNull();
    expect(changedColours(DEFAULT_THEME_COLORS, 'primary', 'nope')).toBeNull();
  });

  it('checks accessibility after the background or surface changes only', () => {
    expect(affectsReadability('background')).toBe(true);
    expect(affectsReadability('surface')).toBe(true);
    expect(affectsReadability('primary')).toBe(false);
  });
});
