import { PASSWORD_RULE_TEXT } from '../rules/password.js';
import type { TextCatalogue } from './text-catalogue.js';

/** Member centre (/my_EMall) and its tabs. */
export const memberTexts = {
  'member.title': { zhCn: '会员中心', zhTw: '會員中心', enUs: 'Member centre' },
  'member.greeting': { zhCn: '{name}，您好', zhTw: '{name}，您好', enUs: 'Hello, {name}' },
  'member.tab.bom': { zhCn: '我的BOM', zhTw: '我的BOM', enUs: 'My BOMs' },
  'member.tab.orders': { zhCn: '我的订单', zhTw: '我的訂單', enUs: 'My orders' },
  'member.tab.samples': { zhCn: '我的样品', zhTw: '我的樣品', enUs: 'My samples' },
  'member.tab.password': { zhCn: '修改密码', zhTw: '修改密碼', enUs: 'Change password' },
  'member.empty.bom': { zhCn: '暂无BOM记录', zhTw: '暫無BOM記錄', enUs: 'You have no BOMs yet' },
  'member.empty.orders': { zhCn: '暂无订单', zhTw: '暫無訂單', enUs: 'You have no orders yet' },
  'member.empty.samples': {
    zhCn: '暂无样品申请记录',
    zhTw: '暫無樣品申請記錄',
    enUs: 'You have no sample requests yet',
  },
  'member.password.old': { zhCn: '原密码', zhTw: '原密碼', enUs: 'Current password' },
  'member.password.oldRequired': {
    zhCn: '请输入原密码',
    zhTw: '請輸入原密碼',
    enUs: 'Please enter your current password',
  },
  'member.password.new': { zhCn: '新密码', zhTw: '新密碼', enUs: 'New password' },
  'member.password.newRequired': {
    zhCn: '请输入新密码',
    zhTw: '請輸入新密碼',
    enUs: 'Please enter a new password',
  },
  // The same rule text the server answers with, so form and server never disagree.
  'member.password.rule': PASSWORD_RULE_TEXT,
  'member.password.confirm': { zhCn: '确认新密码', zhTw: '確認新密碼', enUs: 'Confirm the new password' },
  'member.password.confirmRequired': {
    zhCn: '请再次输入新密码',
    zhTw: '請再次輸入新密碼',
    enUs: 'Please enter the new password again',
  },
  'member.password.mismatch': {
    zhCn: '两次输入的新密码不一致',
    zhTw: '兩次輸入的新密碼不一致',
    enUs: 'The two new passwords differ',
  },
  'member.password.submit': { zhCn: '确认修改', zhTw: '確認修改', enUs: 'Change password' },
  'member.password.changed': {
    zhCn: '密码已修改，请重新登录',
    zhTw: '密碼已修改，請重新登入',
    enUs: 'Your password has been changed, please log in again',
  },
} satisfies TextCatalogue;
