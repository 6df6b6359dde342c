import type { ThemeColors } from '../api/types';
import { contrastRatio, parseHex, type Rgb, textContrast } from './contrast';
import { accessibilityMessage, DEFAULT_THEME_COLORS, eventPalette } from './event-palette';

/** A CSS rgba() or hex colour laid over `under`, as shown. */
function shown(colour: string, under: Rgb): Rgb {
  const hex = parseHex(colour);
  if (hex) return hex;
  const [r, g, b, a] = colour.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return { r: mix(r, under.r), g: mix(g, under.g), b: mix(b, under.b) };
}

const contrastOfText = (text: string, background: Rgb) => {
  const [r, g, b, a] = text.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  return textContrast({ r, g, b }, a, background);
};

/** The awkward palettes, and one whose surface no opacity step makes readable. */
const AWKWARD: Record<string, Partial<ThemeColors>> = {
  'mid grey': { primary: '#8a8a8a', background: '#8a8a8a', surface: '#f8fafc' },
  'near white': { primary: '#f4f4f5', background: '#fcfcfc', surface: '#f5f5f5' },
  'near black': { primary: '#18181b', background: '#0a0a0a', surface: '#141414' },
  'saturated yellow': { primary: '#ffe600', secondary: '#ffd000', background: '#fff200', surface: '#ffe600' },
  'saturated violet': { primary: '#7c3aed', background: '#4c1d95', surface: '#7c3aed' },
  'black cards on grey': { primary: '#6236ff', background: '#8a8a8a', surface: '#000000' },
  'light cards on black': { primary: '#6236ff', background: '#000000', surface: '#ffffff' },
};

describe('An event palette', () => {
  it('paints the defaults where the event has no colours', () => {
    const palette = eventPalette(null, false);
    expect(palette).toMatchObject({
      primary: DEFAULT_THEME_COLORS.primary,
      background: '#ffffff',
      text: 'rgba(0, 0, 0, 0.87)',
      container: '#f8fafc',
      onDark: false,
      selectedOption: '#6236ff',
      onSelectedOption: 'rgba(255, 255, 255, 1)',
    });
  });

  it("uses dark mode's background and surface whatever the event chose", () => {
    const palette = eventPalette({ background: '#fffbeb', surface: '#ffffff' }, true);
    expect(palette.background).toBe('#0f172a');
    expect(palette.container).toBe('#1e293b');
    expect(palette.onDark).toBe(true);
  });

  it.each(Object.entries(AWKWARD))('keeps every surface readable: %s', (_name, colors) => {
    const palette = eventPalette(colors, false);
    const page = parseHex(palette.background)!;
    const card = shown(palette.container, page);
    const surfaces = { page, card, input: parseHex(palette.input)! };
    for (const [surface, colour] of Object.entries(surfaces)) {
      expect([surface, contrastOfText(palette.text, colour) >= 4.5]).toEqual([surface, true]);
      expect([surface, contrastOfText(palette.textSecondary, colour) >= 4.5]).toEqual([surface, true]);
    }
    expect(contrastOfText(palette.onDanger, parseHex(palette.danger)!)).toBeGreaterThanOrEqual(4.5);
    const option = parseHex(palette.selectedOption)!;
    expect(contrastOfText(palette.onSelectedOption, option)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(option, parseHex(palette.track)!)).toBeGreaterThanOrEqual(2.5);
    expect(contrastRatio(option, card)).toBeGreaterThanOrEqual(3);
    expect(contrastOfText(palette.text, parseHex(palette.track)!)).toBeGreaterThanOrEqual(4.5);
    for (const accent of [palette.accent, palette.secondaryText, palette.tertiaryText, palette.danger]) {
      for (const colour of [page, card, parseHex(palette.selectedBackground)!]) {
        expect(contrastRatio(parseHex(accent)!, colour)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  describe('fills primary buttons so they look primary', () => {
    /** The palettes people reported, the awkward ones, and a few that keep their primary. */
    const PALETTES: Record<string, Partial<ThemeColors>> = {
      ...AWKWARD,
      'mid grey on a slightly darker grey': { primary: '#808080', background: '#777777' },
      'mid grey on grey, grey cards': { primary: '#808080', background: '#777777', surface: '#777777' },
      'bright yellow on white': { primary: '#ffe600' },
      'bright yellow on near black': { primary: '#ffe600', background: '#0a0a0a', surface: '#141414' },
      'near-black page, white cards': { background: '#0a0a0a', surface: '#ffffff' },
      'grey page, black cards': { background: '#767676', surface: '#000000' },
      defaults: {},
      'navy on white': { primary: '#1e3a8a' },
    };
    /** A seeded generator, so that a failure names a palette that fails again. */
    const randomPalettes = (count: number, seed: number) => {
      let state = seed;
      const next = () => {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const colour = () =>
        `#${Math.floor(next() * 0x1000000)
          .toString(16)
          .padStart(6, '0')}`;
      return Array.from({ length: count }, () => ({ primary: colour(), background: colour(), surface: colour() }));
    };
    const cases: [string, Partial<ThemeColors>, boolean][] = [
      ...Object.entries(PALETTES).flatMap(([name, colors]) => [
        [name, colors, false] as [string, Partial<ThemeColors>, boolean],
        [`${name}, dark mode`, colors, true] as [string, Partial<ThemeColors>, boolean],
      ]),
      ...randomPalettes(400, 20_240_611).map(
        (colors) => [JSON.stringify(colors), colors, false] as [string, Partial<ThemeColors>, boolean],
      ),
    ];

    it.each(cases)(
      'fill 3:1 on the page and the cards, label 4.5:1, more weight than a default button: %s',
      (_name, colors, dark) => {
        const palette = eventPalette(colors, dark);
        const page = parseHex(palette.background)!;
        const card = parseHex(palette.container)!;
        const fill = parseHex(palette.selectedOption)!;
        // A default button is filled in the cards' colour: on a card it does not stand out at all, on the
        // page as much as the cards do. The primary stands out more, or as much as text does (4.5:1).
        const floors: [string, number, number][] = [
          ['fill on the page', contrastRatio(fill, page), 3],
          ['fill on the cards', contrastRatio(fill, card), 3],
          ['label on the fill', contrastOfText(palette.onSelectedOption, fill), 4.5],
          [
            'fill on the page beside a default button',
            contrastRatio(fill, page),
            Math.min(contrastRatio(card, page), 4.5),
          ],
        ];
        const missed = floors
          .filter(([, ratio, floor]) => ratio < floor)
          .map(([what, ratio, floor]) => `${what}: ${ratio.toFixed(2)}:1 < ${floor.toFixed(2)}:1`);
        expect(missed).toEqual([]);
      },
    );

    it("keeps the event's primary wherever it stands out", () => {
      expect(eventPalette(null, false).selectedOption).toBe('#6236ff');
      expect(eventPalette(PALETTES['navy on white'], false).selectedOption).toBe('#1e3a8a');
      expect(
        eventPalette({ primary: '#ffe600', background: '#0a0a0a', surface: '#141414' }, false).selectedOption,
      ).toBe('#ffe600');
    });

    it('fills with the text where the primary is close to the page though not to the cards: grey on grey', () => {
      const palette = eventPalette(PALETTES['mid grey on a slightly darker grey'], false);
      expect(palette.container).toBe('#f8fafc');
      expect(palette.selectedOption).toBe('#000000');
      expect(palette.onSelectedOption).toBe('rgba(255, 255, 255, 1)');
    });
  });

  it('marks selections with the text where the primary would vanish into the cards, as yellow on yellow', () => {
    const palette = eventPalette(AWKWARD['saturated yellow'], false);
    expect(palette.selectedOption).toBe('#000000');
    expect(contrastRatio(parseHex(palette.selectedBackground)!, parseHex(palette.container)!)).toBeGreaterThan(1.2);
  });

  it('makes a light surface on a black page translucent, in 5 % steps and no lower than 30 %', () => {
    const card = parseHex(eventPalette(AWKWARD['light cards on black'], false).container)!;
    const opacity = card.r / 255;
    expect(opacity).toBeLessThan(1);
    expect(opacity).toBeGreaterThanOrEqual(0.29);
    expect(Math.round(opacity * 20) / 20).toBeCloseTo(opacity, 2);
  });

  it('tells the truth in the accessibility toast', () => {
    const colours = (changes: Partial<ThemeColors>) => ({ ...DEFAULT_THEME_COLORS, ...changes });
    expect(accessibilityMessage(colours({ background: '#8a8a8a' }), 'background')).toBe(
      'Color optimized for accessibility (adjusted from 3.5:1 to WCAG AA compliant)',
    );
    const onYellow = eventPalette(colours({ background: '#fff200' }), false);
    expect(accessibilityMessage(colours({ background: '#fff200' }), 'background')).toBe(
      `Color meets WCAG AA standards (${contrastOfText(onYellow.text, parseHex('#fff200')!).toFixed(1)}:1 contrast)`,
    );
    expect(accessibilityMessage(colours({ surface: '#ffffff' }), 'surface')).toMatch(/^Color meets WCAG AA/);
    expect(accessibilityMessage('#8a8a8a')).toBe(
      accessibilityMessage(colours({ background: '#8a8a8a' }), 'background'),
    );
    expect(accessibilityMessage(colours({ background: '#000000', surface: '#ffffff' }), 'surface')).toMatch(
      /^Color optimized for accessibility \(adjusted from 1\.\d:1 to WCAG AA compliant\)$/,
    );
  });
});
