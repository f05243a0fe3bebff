import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { contrastOnWhite, qifuTheme } from './theme';

describe('qifuTheme colours (issue 14, WCAG 2.1 AA 4.5:1)', () => {
  const colours = Object.entries(qifuTheme.colors ?? {}) as [string, readonly string[]][];

  it('darkens the shades 6 to 9 of every light-scheme colour to at least 5:1 on white', () => {
    expect(colours.map(([name]) => name)).toEqual(expect.arrayContaining(['blue', 'gray', 'red', 'green', 'orange', 'yellow']));
    for (const [name, tuple] of colours) {
      for (const shade of tuple.slice(6)) expect(contrastOnWhite(shade), `${name} ${shade}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps the light shades 0 to 5 and the order from light to dark', () => {
    for (const [name, tuple] of colours) {
      expect(tuple.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name]?.slice(0, 6));
      const ratios = tuple.map(contrastOnWhite);
      for (let i = 1; i < ratios.length; i++) expect(ratios[i], `${name}.${i}`).toBeGreaterThan(ratios[i - 1] ?? 0);
    }
  });

  it('replaces the failing defaults: dimmed grey #868e96 (3.3:1) and blue #1c7ed6 (4.2:1)', () => {
    expect(contrastOnWhite('#868e96')).toBeLessThan(4.5);
    expect(contrastOnWhite('#1c7ed6')).toBeLessThan(4.5);
    const gray = qifuTheme.colors?.['gray'] ?? [];
    const blue = qifuTheme.colors?.['blue'] ?? [];
    expect(gray[6]).not.toBe('#868e96');
    expect(blue[qifuTheme.primaryShade as number]).not.toBe('#1c7ed6');
    expect(contrastOnWhite(blue[7] ?? '#fff')).toBeGreaterThanOrEqual(6);
  });

  it('a light badge of any colour keeps 4.5:1: shade 6 text on the 10 % tint of shade 9 (a gray.8 badge measured 4.45 with 5.3)', () => {
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const lum = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const [name, tuple] of Object.entries(qifuTheme.colors ?? {}) as [string, readonly string[]][]) {
      const tint = channels(tuple[9] ?? '#000000').map((v) => 0.9 * 255 + 0.1 * v);
      const ratio = (lum(tint) + 0.05) / (lum(channels(tuple[6] ?? '#ffffff')) + 0.05);
      expect(ratio, name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
