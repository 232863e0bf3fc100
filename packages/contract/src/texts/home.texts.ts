import type { TextCatalogue } from './index.js';

/** The home page. */
export const homeTexts = {
  'home.slogan.title': {
    zhCn: '建立信任，让电子产业更高效',
    zhTw: '建立信任，讓電子產業更高效',
    enUs: 'Building trust, making the electronics industry more efficient',
  },
  'home.banner.label': { zhCn: '活动推荐', zhTw: '活動推薦', enUs: 'Featured' },
} satisfies TextCatalogue;
