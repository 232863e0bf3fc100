import { useState } from 'react';
import { Descriptions, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPS_MESSAGE_AUDIENCES } from '@emall/contract/ops';
import type { OpsMessageAudience, OpsMessageRow } from '@emall/contract/ops';
import { OpsListPage } from '../shared/ops-list-page';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import { useSentMessages } from './api/use-ops-messages';
import { inConsoleLang, TEXT_LANGS } from './message-texts';
const AUDIENCE_COLOURS: Record<OpsMessageAudience, string> = { STAFF: 'blue', TENANT: 'cyan', ALL: 'gold' };

/** Who a sent message reached, as the list shows it. */
function Recipients({ row }: { row: OpsMessageRow }) {
  const { t } = useTranslation();
  if (row.audience === 'ALL') return <>{t('ops.messages.tenantCount', { count: row.tenantCount })}</>;
  const tenant = row.tenantName ?? `#${String(row.tenantId)}`;
  return (
    <>{row.audience === 'STAFF' ? `${tenant} / ${row.staffName ?? `#${String(row.staffId)}`}` : tenant}</>
  );
}

/** The messages and announcements operators sent, newest first; a row opens its three languages. */
export function OpsSentMessages() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [audience, setAudience] = useState<OpsMessageAudience | undefined>();
  const page = useSentMessages({ pageNo, pageSize: OPS_PAGE_SIZE, ...(audience ? { audience } : {}) });
  return (
    <OpsListPage<OpsMessageRow>
      bare
      filters={
        <div className="ops-filters">
          <Select<OpsMessageAudience>
            allowClear
            value={audience}
            placeholder={t('ops.messages.audience')}
            aria-label={t('ops.messages.audience')}
            style={{ width: 200 }}
            onChange={(value) => {
              setAudience(value);
              setPageNo(1);
            }}
            options={OPS_MESSAGE_AUDIENCES.map((value) => ({
              value,
              label: t(`ops.messages.audienceShort.${value}`),
            }))}
          />
        </div>
      }
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="id"
      emptyText={t('ops.messages.empty')}
      expandable={{
        expandedRowRender: (row) => (
          <Descriptions
            size="small"
            column={1}
            bordered
            items={TEXT_LANGS.map((lang) => ({
              key: lang,
              label: t(`ops.messages.lang.${lang}`),
              children: (
                <div className="ops-msg__text">
                  <strong>{row.title[lang]}</strong>
                  <p>{row.body[lang]}</p>
                </div>
              ),
            }))}
          />
        ),
      }}
      columns={sentColumns(t, i18n.language)}
    />
  );
}

/** The sent list's columns: when, audience, recipients, subject (in the console's language), sender. */
function sentColumns(t: TFunction, language: string): TableColumnsType<OpsMessageRow> {
  return [
    {
      title: t('ops.messages.sentAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => new Date(value).toLocaleString(language),
    },
    {
      title: t('ops.messages.audience'),
      dataIndex: 'audience',
      width: 120,
      render: (value: OpsMessageAudience) => (
        <Tag color={AUDIENCE_COLOURS[value]}>{t(`ops.messages.audienceShort.${value}`)}</Tag>
      ),
    },
    {
      title: t('ops.messages.recipients'),
      key: 'recipients',
      render: (_, row) => <Recipients row={row} />,
    },
    {
      title: t('ops.messages.subject'),
      key: 'title',
      render: (_, row) => inConsoleLang(row.title, language),
    },
    { title: t('ops.messages.sender'), dataIndex: 'operatorName', width: 120 },
  ];
}
