import { useRef, useState } from 'react';
import { Alert, Button, Input, Segmented, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomMapping, BomMappingWarning, BomPreview, BomTableMapping } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { toaster } from '../../api/toaster';
import { confirmBom, previewBom } from './api/use-bom-upload';
import { EMPTY_MAPPING, EMPTY_TABLE, hasPartColumn, withTable } from './bom-mapping';
import { PreviewLines } from './preview-lines';
import { columnLabel, SheetPreview } from './sheet-preview';

interface BomMappingStepProps {
  initial: BomPreview;
  onConfirmed: (tenantBomLogId: string) => void;
  onRestart: () => void;
}

/**
 * The detected (or remembered) mapping on the sheet, the lines it extracts, and the buyer's corrections:
 * every correction is previewed again by the server, so what is confirmed is what was seen.
 */
export function BomMappingStep({ initial, onConfirmed, onRestart }: BomMappingStepProps) {
  const { t } = useTranslation();
  const id = initial.tenantBomLogId;
  const [preview, setPreview] = useState(initial);
  const [mapping, setMapping] = useState<BomMapping>(initial.mapping ?? EMPTY_MAPPING);
  const [tableIndex, setTableIndex] = useState(0);
  const [bomName, setBomName] = useState(initial.bomName);
  const [isBusy, setIsBusy] = useState(false);
  // Only the answer to the latest correction is shown; a slower earlier one is dropped.
  const latest = useRef(0);
  const canConfirm = hasPartColumn(mapping);

  const changeTable = async (table: BomTableMapping) => {
    const next = withTable(mapping, tableIndex, table);
    setMapping(next);
    if (!hasPartColumn(next)) return;
    const ask = ++latest.current;
    setIsBusy(true);
    try {
      const answer = await previewBom(id, next);
      if (ask === latest.current) setPreview(answer);
    } catch {
      // The client showed the server's message; the sheet stays as it was.
    } finally {
      if (ask === latest.current) setIsBusy(false);
    }
  };

  const confirm = async () => {
    setIsBusy(true);
    try {
      await confirmBom(id, mapping, bomName);
      onConfirmed(id);
    } catch (error) {
      // Confirmed already (another tab, a double click): matching runs, so follow it.
      if (isApiError(error) && error.status === 409) {
        onConfirmed(id);
        return;
      }
      // Quiet call: IMPORT_EMPTY and the like are shown here; 401 already led to the login page.
      if (isApiError(error) && error.status !== 401) toaster.error(error.msg);
      setIsBusy(false);
    }
  };

  return (
    <div className="bom-mapping">
      <Space className="bom-mapping__head" wrap>
        <Typography.Text strong>{preview.fileName}</Typography.Text>
        <Typography.Text type="secondary">{t(`bom.source.${preview.mappingSource}`)}</Typography.Text>
        <Button size="small" onClick={onRestart} disabled={isBusy}>
          {t('bom.upload.another')}
        </Button>
      </Space>
      <Alert
        type={canConfirm ? 'info' : 'warning'}
        showIcon
        title={t(canConfirm ? 'bom.preview.check' : 'bom.preview.needPart')}
      />
      {canConfirm && <MappingWarnings warnings={preview.warnings} />}
      {mapping.tables.length > 1 && (
        <Segmented
          value={tableIndex}
          options={mapping.tables.map((_, i) => ({ value: i, label: t('bom.preview.table', { n: i + 1 }) }))}
          onChange={(value) => {
            setTableIndex(value);
          }}
        />
      )}
      <Spin spinning={isBusy}>
        <SheetPreview
          preview={preview}
          table={mapping.tables[tableIndex] ?? EMPTY_TABLE}
          warnedColumns={canConfirm ? preview.warnings.map((w) => w.column) : []}
          disabled={isBusy}
          onChange={(table) => void changeTable(table)}
        />
        <Typography.Title level={5}>
          {t('bom.preview.lines', { n: preview.lineCount, skipped: preview.skippedRowCount })}
        </Typography.Title>
        <PreviewLines lines={preview.lines} />
      </Spin>
      <div className="bom-mapping__confirm">
        <label className="bom-picker__name">
          {t('bom.upload.name')}
          <Input
            value={bomName}
            maxLength={100}
            onChange={(event) => {
              setBomName(event.target.value);
            }}
          />
        </label>
        <Button
          type="primary"
          disabled={!canConfirm || isBusy || preview.lineCount === 0}
          onClick={() => void confirm()}
        >
          {t('bom.preview.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The server's warnings about the chosen columns ('The column D ('Manufacturer') holds maker names in only 2 of
 * 56 rows: check the mapping.'), computed again for every correction the buyer previews.
 */
function MappingWarnings({ warnings }: { warnings: readonly BomMappingWarning[] }) {
  const { t } = useTranslation();
  if (!warnings.length) return null;
  const columnText = (warning: BomMappingWarning) => {
    const letter = columnLabel(warning.column);
    return warning.header
      ? t('bom.warning.columnNamed', { letter, header: warning.header })
      : t('bom.warning.column', { letter });
  };
  return (
    <Alert
      className="bom-mapping__warnings"
      type="warning"
      showIcon
      title={t('bom.warning.title')}
      description={
        <ul>
          {warnings.map((warning) => (
            <li key={`${warning.code}-${warning.column}`}>
              {t(`bom.warning.${warning.code}`, {
                column: columnText(warning),
                fitting: warning.fitting,
                rows: warning.rows,
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
