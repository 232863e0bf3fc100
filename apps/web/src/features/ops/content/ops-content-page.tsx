import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { BannersTab } from './banners-tab';
import { DictionariesTab } from './dictionaries-tab';
import { HelpArticlesTab } from './help-articles-tab';
import { ParamsTab } from './params-tab';
import { TextsTab } from './texts-tab';

const TABS = [
  { key: 'banners', Tab: BannersTab },
  { key: 'params', Tab: ParamsTab },
  { key: 'dictionaries', Tab: DictionariesTab },
  { key: 'texts', Tab: TextsTab },
  { key: 'help', Tab: HelpArticlesTab },
] as const;

/**
 * /ops/content/<tab>: the shop's banners, parameters, dictionaries, texts and help articles
 * (docs/operator-console.md).
 */
export function OpsContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rest = useParams()['*'] ?? '';
  const active = TABS.find((tab) => tab.key === rest.split('/')[0])?.key ?? 'banners';
  return (
    <OpsPageFrame title={t('ops.menu.content')}>
      <div className="ops-card">
        <Tabs
          activeKey={active}
          destroyOnHidden
          onChange={(key) => {
            void navigate(`/ops/content/${key}`);
          }}
          items={TABS.map(({ key, Tab }) => ({
            key,
            label: t(`ops.content.tab.${key}`),
            children: <Tab />,
          }))}
        />
      </div>
    </OpsPageFrame>
  );
}
