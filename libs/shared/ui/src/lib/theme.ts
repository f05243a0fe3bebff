import { createTheme, type MantineThemeOverride } from '@mantine/core';

/**
 * The portal's Mantine theme: a calm government look with a blue primary colour, system Chinese
 * fonts and small radii. Used by the app and by the test `render()`.
 */
export const qifuTheme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
  primaryShade: 7,
  defaultRadius: 'sm',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
});
