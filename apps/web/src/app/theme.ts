import type { ThemeConfig } from 'antd';

/** One brand colour and the square-ish look of industrial B2B shops. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1a5cb8',
    colorLink: '#1a5cb8',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
