import {
  BLACK,
  contrastRatio,
  inkOn,
  isLight,
  legibleAccent,
  parseHex,
  readableText,
  relativeLuminance,
  standoutFill,
  surfaceOpacity,
  textContrast,
  WHITE,
} from './contrast';

const hex = (value: string) => parseHex(value)!;
const opacityOf = (rgba: string) => Number(/([\d.]+)\)$/.exec(rgba)![1]);

describe('contrast rules (spec section 5)', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance(hex('#ffffff'))).toBeCloseTo(1);
    expect(relativeLuminance(hex('#000'))).toBe(0);
    expect(contrastRatio(hex('#ffffff'), hex('#000000'))).toBeCloseTo(21);
  });

  it("takes the spec's text on light and dark backgrounds, with the spec's opacities", () => {
    expect(isLight(hex('#ffffff'))).toBe(true);
    expect(isLight(hex('#6236ff'))).toBe(false);
    expect(readableText(hex('#f8fafc'))).toMatchObject({
      optimized: false,
      colours: {
        primary: 'rgba(0, 0, 0, 0.87)',
        secondary: 'rgba(0, 0, 0, 0.6)',
        disabled: 'rgba(0, 0, 0, 0.38)',
        hint: 'rgba(0, 0, 0, 0.54)',
      },
    });
    expect(readableText(hex('#0f172a')).colours).toMatchObject({
      primary: 'rgba(255, 255, 255, 1)',
      secondary: 'rgba(255, 255, 255, 0.7)',
    });
  });

  it('takes the other ink where the spec rule misses AA, as white does on a mid grey', () => {
    const grey = hex('#8a8a8a');
    expect(isLight(grey)).toBe(false);
    const text = readableText(grey);
    expect(text.optimized).toBe(true);
    expect(text.specRatio).toBeCloseTo(3.45, 1);
    expect(text.ink).toEqual(BLACK);
    expect(text.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#8a8a8a', '#767676', '#6236ff', '#ffe600', '#fcfcfc', '#0a0a0a', '#7c3aed', '#14b8a6', '#ff0000'])(
    'keeps primary, secondary and hint text at 4.5:1 or more on %s',
    (background) => {
      const colour = hex(background);
      const { ink, colours } = readableText(colour);
      for (const tone of ['primary', 'secondary', 'hint'] as const) {
        expect(textContrast(ink, opacityOf(colours[tone]), colour)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('lowers surface opacity in 5 % steps until the text reaches the target, never below 30 %', () => {
    expect(surfaceOpacity(hex('#ffffff'), hex('#ffffff'), BLACK, 0.87, 3)).toBe(1);
    // A light surface on a near-black page with white text: translucent until white reads on it.
    const opacity = surfaceOpacity(hex('#f8fafc'), hex('#0a0a0a'), WHITE, 1, 4.5)!;
    expect(opacity).toBeLessThan(1);
    expect(opacity).toBeGreaterThanOrEqual(0.3);
    expect(Math.round(opacity * 100) % 5).toBe(0);
    expect(surfaceOpacity(hex('#000000'), hex('#8a8a8a'), BLACK, 1, 4.5)).toBeNull();
  });

  it('moves a colour towards the text until it reads on every surface given', () => {
    const yellow = hex('#ffe600');
    const accent = legibleAccent(yellow, BLACK, [WHITE, hex('#fff8c0')]);
    expect(contrastRatio(accent, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, hex('#fff8c0'))).toBeGreaterThanOrEqual(4.5);
    expect(legibleAccent(hex('#1d4ed8'), BLACK, [WHITE])).toEqual(hex('#1d4ed8'));
    expect(inkOn(yellow)).toEqual(BLACK);
    expect(inkOn(hex('#4c1d95'))).toEqual(WHITE);
  });

  it("fills the main action with the primary where it stands out from the page and the cards, else the text's ink", () => {
    const [white, cards] = [WHITE, hex('#f8fafc')];
    expect(standoutFill(hex('#6236ff'), BLACK, white, cards)).toEqual(hex('#6236ff'));
    // Yellow vanishes into white; grey into a grey page, though it shows on light cards.
    expect(standoutFill(hex('#ffe600'), BLACK, white, cards)).toEqual(BLACK);
    expect(standoutFill(hex('#808080'), BLACK, hex('#777777'), cards)).toEqual(BLACK);
    // Light grey reaches 3:1 on a grey page, yet black cards (and default buttons) stand out more there.
    expect(contrastRatio(hex('#d4d4d4'), hex('#767676'))).toBeGreaterThanOrEqual(3);
    expect(standoutFill(hex('#d4d4d4'), WHITE, hex('#767676'), BLACK)).toEqual(WHITE);
  });

  it('rejects what is not a hex colour', () => {
    expect(parseHex('purple')).toBeNull();
    expect(parseHex('#abc')).toEqual({ r: 170, g: 187, b: 204 });
  });
});
