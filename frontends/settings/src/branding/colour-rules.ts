import type { ThemeColors } from '@gatherly/shared';

export const COLOUR_FIELDS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['tertiary', 'Tertiary'],
  ['background', 'Background'],
  ['surface', 'Surface'],
] as const satisfies ReadonlyArray<readonly [keyof ThemeColors, string]>;

/** The server's text for a colour that is not a hex value. */
export const HEX_INVALID = 'Colors must be hex values such as #6236ff';

export const isHex = (value: string) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());

/** Spec section 5: changing the background or surface colour is followed by the accessibility toast. */
export const affectsReadability = (key: keyof ThemeColors): key is 'background' | 'surface' =>
  key === 'background' || key === 'surface';

/** The colour set to save when one colour changed, or null when nothing changed. */
export function changedColours(saved: ThemeColors, key: keyof ThemeColors, value: string): ThemeColors | null {
  const next = value.trim().toLowerCase();
  if (!isHex(next) || next === saved[key].toLowerCase()) return null;
  return { ...saved, [key]: next };
}
