import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_KEYWORD_MAX } from '@emall/contract';

/**
 * The search box; it searches on Enter or the button. The page keys it by the URL's keyword, so going back or
 * following a link starts it afresh with that keyword.
 */
export function HelpSearchBox({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  return (
    <Input.Search
      className="help-page__search"
      aria-label={t('help.search.placeholder')}
      placeholder={t('help.search.placeholder')}
      enterButton={t('help.search.button')}
      maxLength={HELP_KEYWORD_MAX}
      allowClear
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
      }}
      onSearch={(text) => {
        onSearch(text.trim());
      }}
    />
  );
}
