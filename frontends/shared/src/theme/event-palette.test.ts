import { DEFAULT_THEME_COLORS, eventPalette } from './event-palette';

describe('An event palette', () => {
  it('paints the defaults where the event has no colours', () => {
    const palette = eventPalette(null, false);
    expect(palette).toMatchObject({
      primary: DEFAULT_THEME_COLORS.primary,
      background: '#ffffff',
      text: expect.any(String),
    });
    expect(palette.container).toMatch(/^rgba\(248, 250, 252, [\d.]+\)$/);
  });

  it("takes the event's colours and keeps its text readable on a dark background", () => {
    const palette = eventPalette({ primary: '#0f766e', background: '#111827' }, false);
    expect(palette.primary).toBe('#0f766e');
    expect(palette.background).toBe('#111827');
    expect(palette.text).toBe('rgba(255, 255, 255, 1)');
  });

  it("uses dark mode's background and surface whatever the event chose", () => {
    const palette = eventPalette({ background: '#fffbeb', surface: '#ffffff' }, true);
    expect(palette.background).toBe('#0f172a');
    expect(palette.container).toMatch(/^rgba\(30, 41, 59, [\d.]+\)$/);
  });
});
