// antd's and dayjs's own texts in simplified Chinese: a chunk of its own, loaded when the language is chosen
// (api/lang-resources.ts).
import 'dayjs/locale/zh-cn';

export { default as antdLocale } from 'antd/es/locale/zh_CN';
export { default as dayjs } from 'dayjs';
export const dayjsLocale = 'zh-cn';
