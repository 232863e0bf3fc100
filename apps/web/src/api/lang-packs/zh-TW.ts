// antd's and dayjs's own texts in traditional Chinese: a chunk of its own, loaded when the language is chosen
// (api/lang-resources.ts).
import 'dayjs/locale/zh-tw';

export { default as antdLocale } from 'antd/es/locale/zh_TW';
export { default as dayjs } from 'dayjs';
export const dayjsLocale = 'zh-tw';
