import { coloursInUse } from './colours-in-use';
import { eventPalette } from './event-palette';

describe('The colours an event shows otherwise than chosen', () => {
  it('names none for colours shown as chosen', () => {
    expect(coloursInUse(null, false)).toEqual({});
    expect(coloursInUse({ primary: '#1e3a8a', background: '#fffbeb', surface: '#ffffff' }, false)).toEqual({});
  });

  it('names the cards made readable on a near-black background, and the white buttons', () => {
    const colours = { background: '#0a0a0a', surface: '#ffffff' };
    expect(coloursInUse(colours, false)).toEqual({
      surface: {
        colour: eventPalette(colours, false).container,
        reason: "darkened so the background's white text stays readable on cards",
      },
      primary: {
        colour: '#ffffff',
        where: 'buttons and links',
        reason: '#6236ff is too close to the cards to stand out',
      },
    });
  });

  it('names the black buttons of a bright yellow primary', () => {
    expect(coloursInUse({ primary: '#FFE600' }, false)).toEqual({
      primary: {
        colour: '#000000',
        where: 'buttons and links',
        reason: '#ffe600 is too close to the background and cards to stand out',
      },
    });
  });

  it('names the buttons of a grey primary on a grey background, which light cards alone would show', () => {
    expect(coloursInUse({ primary: '#808080', background: '#777777' }, false).primary).toEqual({
      colour: '#000000',
      where: 'buttons and links',
      reason: '#808080 is too close to the background to stand out',
    });
  });

  it('names the darker links of a primary that stands out as a fill but not as text', () => {
    const colours = { primary: '#3b82f6' };
    expect(coloursInUse(colours, false)).toEqual({
      primary: {
        colour: eventPalette(colours, false).accent,
        where: 'links',
        reason: 'darkened so they stay readable',
      },
    });
  });

  it("names dark mode's own background and cards", () => {
    const inUse = coloursInUse({ primary: '#1e3a8a', background: '#fffbeb' }, true);
    expect(inUse.background).toEqual({ colour: '#0f172a', reason: 'dark mode uses its own background' });
    expect(inUse.surface).toEqual({ colour: '#1e293b', reason: 'dark mode uses its own card color' });
  });

  it('reads a three-digit colour as the six-digit one it is', () => {
    expect(coloursInUse({ background: '#fff', surface: '#fff' }, false)).toEqual({});
  });
});
