import {
  accessibilityMessage,
  contrastRatio,
  isLight,
  parseHex,
  relativeLuminance,
  surfaceOpacity,
  textColorsOn,
} from './contrast';

const hex = (value: string) => parseHex(value)!;

describe('contrast rules (spec section 5)', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance(hex('#ffffff'))).toBeCloseTo(1);
    expect(relativeLuminance(hex('#000'))).toBe(0);
    expect(contrastRatio(hex('#ffffff'), hex('#000000'))).toBeCloseTo(21);
  });

  it('treats a background as light above luminance 0.5', () => {
    expect(isLight(hex('#ffffff'))).toBe(true);
    expect(isLight(hex('#6236ff'))).toBe(false);
    expect(textColorsOn(hex('#f8fafc'))).toEqual({
      primary: 'rgba(0, 0, 0, 0.87)',
      secondary: 'rgba(0, 0, 0, 0.6)',
      disabled: 'rgba(0, 0, 0, 0.38)',
      hint: 'rgba(0, 0, 0, 0.54)',
    });
    expect(textColorsOn(hex('#0f172a')).primary).toBe('rgba(255, 255, 255, 1)');
  });

  it('words the accessibility toast by the 4.5:1 rule', () => {
    expect(accessibilityMessage('#ffffff')).toBe('Color meets WCAG AA standards (21.0:1 contrast)');
    expect(accessibilityMessage('#777777')).toMatch(
      /^Color optimized for accessibility \(adjusted from \d\.\d:1 to WCAG AA compliant\)$/,
    );
  });

  it('lowers surface opacity in 5 % steps, never below 30 %', () => {
    expect(surfaceOpacity(hex('#ffffff'), hex('#ffffff'), 3)).toBe(1);
    const opacity = surfaceOpacity(hex('#808080'), hex('#ffffff'), 4.5);
    expect(opacity).toBeLessThan(1);
    expect(opacity).toBeGreaterThanOrEqual(0.3);
    expect(Math.round(opacity * 100) % 5).toBe(0);
    expect(surfaceOpacity(hex('#777777'), hex('#777777'), 21)).toBe(0.3);
  });

  it('rejects what is not a hex colour', () => {
    expect(parseHex('purple')).toBeNull();
    expect(parseHex('#abc')).toEqual({ r: 170, g: 187, b: 204 });
  });
});
