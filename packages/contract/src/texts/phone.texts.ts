import type { TextCatalogue } from './text-catalogue.js';

/** The phone layout of the page frame: the header's menu button and its drawer. */
export const phoneTexts = {
  'frame.phoneMenu.open': { zhCn: '打开菜单', zhTw: '打開選單', enUs: 'Open menu' },
  'frame.phoneMenu.title': { zhCn: '菜单', zhTw: '選單', enUs: 'Menu' },
  'frame.phoneMenu.myOrders': { zhCn: '我的订单', zhTw: '我的訂單', enUs: 'My orders' },
  'frame.phoneMenu.language': { zhCn: '语言', zhTw: '語言', enUs: 'Language' },
} satisfies TextCatalogue;
