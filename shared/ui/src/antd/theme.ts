import type { ThemeConfig } from 'antd';

/** The publisher's colours; shared so every remote looks like one site. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    borderRadius: 6,
    fontFamily:
      '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
