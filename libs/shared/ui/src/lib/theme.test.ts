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
});
