import type { ThemeConfig } from 'antd';

/** One brand colour, the square-ish look of industrial B2B shops, and greys that keep the AA contrast. */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1a5cb8',
    colorLink: '#1a5cb8',
    borderRadius: 4,
    // antd's grey texts (descriptions, form hints, empty states, counters: 45 % black; placeholders: 25 %) fall
    // below the 4.5:1 contrast of WCAG AA on white; these keep them grey but readable (about 6:1 and 4.7:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's red (#ff4d4f, 3.3:1 on white) writes danger links and buttons, form errors and their borders: the shop
    // red keeps 5.5:1.
    colorError: '#c9282b',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};

/**
 * The theme for a buyer whose system asks for less motion: antd's opening, closing and sliding animations off
 * (drop-downs, dialogs, drawers, carousels appear and leave at once). antd's own CSS only drops some transitions
 * for that setting, and its animated components then wait out their animation's time limit instead.
 */
export const REDUCED_MOTION_THEME: ThemeConfig = {
  ...APP_THEME,
  token: { ...APP_THEME.token, motion: false },
};
