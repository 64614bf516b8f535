import type { ThemeConfig } from 'antd';
import antdTheme from 'antd/es/theme';

/** Text shade of each preset tag colour (antd's shade 8, or 9 where 8 is too light). */
const tagText: Record<string, string> = {
  red: '#a8071a',
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
  blue: '#003eb3',
  geekblue: '#10239e',
  purple: '#391085',
  magenta: '#9e1068',
};
// antd names each shade twice (green7 and green-7), and both become the CSS variable --ant-green-7.
const presetTagText = Object.fromEntries(
  Object.entries(tagText).flatMap(([color, hex]) => [
    [`${color}7`, hex],
    [`${color}-7`, hex],
  ]),
);

/** The publisher's colours; shared so every remote looks like one site. */
export const theme: ThemeConfig = {
  // One name for the theme's CSS variables, instead of one per React tree: the styles a pre-rendered
  // copy carries then match the browser's, which reuses them rather than generating its own.
  cssVar: { key: 'mockexam' },
  // antd derives its palettes from the seed colours after the token overrides, so darker text colours go in
  // here, after the derivation: the light backgrounds (alerts, tags) stay those of antd's own seeds.
  // - Preset tag colours write their text in shade 7 on shade 1 (green 3.4:1, gold 2.75:1 by default).
  // - Status colours used as text ("Attained", scores, error and warning words): antd's are 2.1 to 3.4:1 on
  //   white; these are 4.5:1 or more.
  algorithm: (seed) => ({
    ...antdTheme.defaultAlgorithm(seed),
    ...presetTagText,
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#c41d2f',
  }),
  token: {
    colorPrimary: '#0b5cad',
    // Links (link buttons, Typography links) default to antd's info blue #1677ff, 4.1:1 on white: the brand blue
    // reads at 6.7:1.
    colorLink: '#0b5cad',
    colorInfo: '#0b5cad',
    // antd's greys for help text and waiting steps (45% black) read at 4.0:1 on white; WCAG AA asks 4.5:1.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 6,
    fontFamily:
      '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    // An empty table's text ('No records') is written in the disabled grey (1.8:1): it is information, not a
    // disabled control.
    Table: { colorTextDisabled: '#595959' },
  },
};
