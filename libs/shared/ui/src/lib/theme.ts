import { createTheme, DEFAULT_THEME, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2.1 contrast ratio of a `#rrggbb` colour against white (1 to 21). Source: issue 14.
 */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(parseHex(hex)) + 0.05);
}

/**
 * Minimum contrast on white of the shades 6 to 9 of every theme colour (issue 14, WCAG 2.1 AA
 * 1.4.3: 4.5:1 for text). Above 4.5 because the same shades also colour text on the workbench's
 * grey page (`gray.0`, about 5 % darker) and on the tinted `light` variant backgrounds (badges,
 * active menu entries: a 10 % tint of shade 8 or 9, whose luminance is up to 17 % lower than
 * white's, so 5.6 on white leaves 4.7 there; 5.3 left a `gray.8` light badge at 4.45).
 */
export const SHADE_CONTRAST: Readonly<Record<6 | 7 | 8 | 9, number>> = { 6: 5.6, 7: 6, 8: 7, 9: 8 };

/**
 * The shade scaled toward black in 2 % steps until its contrast on white reaches `ratio`; the
 * shade itself when it already does.
 */
function darkenTo(hex: string, ratio: number): string {
  const rgb = parseHex(hex);
  for (let f = 1; f > 0; f -= 0.02) {
    const scaled = rgb.map((v) => Math.round(v * f)) as Rgb;
    if (1.05 / (luminance(scaled) + 0.05) >= ratio) return `#${scaled.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#000000';
}

/**
 * Mantine's default colour tuple with its shades 6 to 9 darkened to {@link SHADE_CONTRAST}
 * (shades 0 to 5, used for backgrounds and borders, unchanged). Every text colour Mantine derives
 * from a colour in the light scheme (`filled` with white text, `light-color`, `outline`, `text`,
 * anchors, `dimmed` = gray.6, `error` = red.6) is one of these shades, so pages inherit 4.5:1.
 */
function accessibleTuple(tuple: MantineColorsTuple): MantineColorsTuple {
  return tuple.map((shade, index) =>
    index >= 6 ? darkenTo(shade, SHADE_CONTRAST[index as 6 | 7 | 8 | 9]) : shade,
  ) as unknown as MantineColorsTuple;
}

const { dark: _dark, ...lightColours } = DEFAULT_THEME.colors;

/**
 * The portal's Mantine theme: a calm government look with a blue primary colour, system Chinese
 * fonts and small radii; every colour's shades 6–9 meet WCAG 2.1 AA text contrast (issue 14, see
 * {@link SHADE_CONTRAST}). Used by the app and by the test `render()`.
 */
export const qifuTheme: MantineThemeOverride = createTheme({
  colors: Object.fromEntries(Object.entries(lightColours).map(([name, tuple]) => [name, accessibleTuple(tuple)])),
  primaryColor: 'blue',
  primaryShade: 7,
  defaultRadius: 'sm',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
});

