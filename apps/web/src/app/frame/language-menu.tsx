import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { changeLanguage } from '../../api/i18n';
import { useSessionStore } from '../../api/session-store';

const LANG_LABEL_KEYS: Record<Lang, string> = {
  zh_CN: 'frame.lang.zh_CN',
  zh_TW: 'frame.lang.zh_TW',
  en_US: 'frame.lang.en_US',
};

/** The language drop-down: simplified Chinese, traditional Chinese, English. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const items: MenuProps['items'] = LANGS.map((l) => ({ key: l, label: t(LANG_LABEL_KEYS[l]) }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = normalizeLang(key);
    if (chosen && chosen !== lang) void changeLanguage(chosen);
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [lang] }} placement="bottomRight">
      <button type="button" className="app-header__lang" aria-label={t('frame.header.language')}>
        <GlobalOutlined /> {t(LANG_LABEL_KEYS[lang])} <DownOutlined className="app-header__caret" />
      </button>
    </Dropdown>
  );
}
