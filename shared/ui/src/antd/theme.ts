import type { ThemeConfig } from 'antd';

/** Text shade of each preset tag colour (antd's shade 8, or 9 where 8 is too light). */
const presetTagText = {
  red7: '#a8071a',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  blue7: '#003eb3',
  geekblue7: '#10239e',
  purple7: '#391085',
  magenta7: '#9e1068',
};

/** The publisher's colours; shared so every remote looks like one site. */
export const theme: ThemeConfig = {
  // One name for the theme's CSS variables, instead of one per React tree: the styles a pre-rendered
  // copy carries then match the browser's, which reuses them rather than generating its own.
  cssVar: { key: 'mockexam' },
  token: {
    colorPrimary: '#0b5cad',
    // Links (link buttons, Typography links) default to antd's info blue #1677ff, 4.1:1 on white: the brand blue
    // reads at 6.7:1.
    colorLink: '#0b5cad',
    colorInfo: '#0b5cad',
    // Status texts (success tags, "Attained", scores) on white or their light background: antd's defaults are
    // 2.1 to 3.4:1; these are 4.5:1 or more.
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#c41d2f',
    // Preset tag colours write their text in shade 7 on shade 1 (green 3.4:1, orange 2.9:1 by default): shades
    // 8 and 9 of antd's palettes read at 4.5:1 or more.
    ...presetTagText,
    // antd's greys for help text and waiting steps (45% black) read at 4.0:1 on white; WCAG AA asks 4.5:1.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 6,
    fontFamily:
      '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
