// antd's and dayjs's own texts in English (dayjs speaks it by itself): a chunk of its own, loaded when the language
// is chosen (api/lang-resources.ts).

export { default as antdLocale } from 'antd/es/locale/en_US';
export { default as dayjs } from 'dayjs';
export const dayjsLocale = 'en';
