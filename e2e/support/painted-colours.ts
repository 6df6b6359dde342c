import type { Locator } from 'playwright-core';

export type Rgb = [number, number, number];

/** An element's colours as the page shows them: what lies behind it, its fill over that, its text over its fill. */
export interface Painted {
  behind: Rgb;
  fill: Rgb;
  text: Rgb;
}

/** What `locator`'s first element shows, each translucent layer (its ancestors' and its own) laid over the ones below. */
export function painted(locator: Locator): Promise<Painted> {
  return locator.first().evaluate((element) => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const over = (top: number[], bottom: number[]) => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((i) => Math.round(top[i]! * alpha + bottom[i]! * (1 - alpha))) as [number, number, number];
    };
    const layers: number[][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if ((colour[3] ?? 1) > 0) layers.unshift(colour);
    }
    const behind = layers.reduce<[number, number, number]>((below, layer) => over(layer, below), [255, 255, 255]);
    const fill = over(rgba(getComputedStyle(element).backgroundColor), behind);
    return { behind, fill, text: over(rgba(getComputedStyle(element).color), fill) };
  });
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const hexOf = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
