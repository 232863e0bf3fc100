import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { changeLanguage } from '../../api/i18n';
import { useSessionStore } from '../../api/session-store';
import { HeaderMenu } from './header-menu';
import type { HeaderMenuItem } from './header-menu';

const LANG_LABEL_KEYS: Record<Lang, string> = {
  zh_CN: 'frame.lang.zh_CN',
  zh_TW: 'frame.lang.zh_TW',
  en_US: 'frame.lang.en_US',
};

/** The language drop-down: simplified Chinese, traditional Chinese, English. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const items: HeaderMenuItem[] = LANGS.map((l) => ({
    key: l,
    label: t(LANG_LABEL_KEYS[l]),
    // Each language's name is read in its own language.
    lang: l.replace('_', '-'),
  }));
  const onPick = (key: string) => {
    const chosen = normalizeLang(key);
    if (chosen && chosen !== lang) void changeLanguage(chosen);
  };
  // The button is named by what it shows (the current language) followed by what it does, hidden from view:
  // a speech-input user says what they see.
  return (
    <HeaderMenu items={items} onPick={onPick} selectedKey={lang} buttonClassName="app-header__lang">
      <GlobalOutlined aria-hidden /> <span>{t(LANG_LABEL_KEYS[lang])}</span>{' '}
      <span className="visually-hidden">{t('frame.header.language')}</span>
    </HeaderMenu>
  );
}
