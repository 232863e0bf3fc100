import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomPreviewLine } from '@emall/contract';

/** A line's alternates as written: 'Vishay 293D106X96R3A2TE3; 595-CD4066BPWR'. */
function alternatesText(line: BomPreviewLine): string {
  return line.alternates
    .map((a) => [a.manufacturer, a.partText, a.supplierPn].filter(Boolean).join(' '))
    .join('; ');
}

/** The first lines the mapping extracts: what matching will receive, so a wrong column shows at once. */
export function PreviewLines({ lines }: { lines: readonly BomPreviewLine[] }) {
  const { t } = useTranslation();
  return (
    <Table<BomPreviewLine>
      className="bom-preview-lines"
      size="small"
      rowKey="lineNo"
      pagination={false}
      dataSource={[...lines]}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'lineNo', title: '#', dataIndex: 'lineNo', width: 48 },
        {
          key: 'qryParam',
          title: t('bom.line.part'),
          render: (_, line) => (
            <>
              {line.qryParam}
              {line.isFreeText && <Tag className="bom-tag">{t('bom.line.freeText')}</Tag>}
            </>
          ),
        },
        { key: 'brandName', title: t('bom.field.manufacturer'), dataIndex: 'brandName' },
        { key: 'qty', title: t('bom.field.qty'), dataIndex: 'qty', align: 'right' },
        {
          key: 'designators',
          title: t('bom.field.designator'),
          render: (_, line) => (
            <div className="bom-clip bom-clip--designators" title={line.designators}>
              {line.designators}
            </div>
          ),
        },
        {
          key: 'description',
          title: t('bom.field.description'),
          render: (_, line) => (
            <div className="bom-clip" title={line.description}>
              {line.description}
            </div>
          ),
        },
        { key: 'custProductCode', title: t('bom.field.custPn'), dataIndex: 'custProductCode' },
        { key: 'supplierPn', title: t('bom.field.supplierPn'), dataIndex: 'supplierPn' },
        ...(lines.some((line) => line.alternates.length)
          ? [
              {
                key: 'alternates',
                title: t('bom.preview.alternates'),
                render: (_: unknown, line: BomPreviewLine) => (
                  <div className="bom-clip" title={alternatesText(line)}>
                    {alternatesText(line)}
                  </div>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
