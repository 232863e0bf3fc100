import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import type { Lang } from '@emall/contract';

/** antd's own texts (pagination, empty states, pickers) follow the interface language. */
export const ANTD_LOCALES: Record<Lang, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en_US: enUS };
