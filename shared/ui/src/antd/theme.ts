import type { ThemeConfig } from 'antd';

/** The publisher's colours; shared so every remote looks like one site. */
export const theme: ThemeConfig = {
  // One name for the theme's CSS variables, instead of one per React tree: the styles a pre-rendered
  // copy carries then match the browser's, which reuses them rather than generating its own.
  cssVar: { key: 'mockexam' },
  token: {
    colorPrimary: '#0b5cad',
    // antd's greys for help text and waiting steps (45% black) read at 4.0:1 on white; WCAG AA asks 4.5:1.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 6,
    fontFamily:
      '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
