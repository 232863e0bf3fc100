import { useState } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomDetail } from '@emall/contract';
import { PartSearchBox } from '../../ui/part-search-box';
import { PartNumber } from '../../ui/part-number';
import { useLinePartSearch } from './api/use-bom-detail';

/**
 * A line no part was found for: the home page's part search right in the line, starting from the line's
 * text, and the parts it finds (priced at the line's quantity) to choose from. Choosing one is the buyer's
 * choice of part for the line (modifyBomDetail with spuId, rule `manual`).
 */
export function LinePartSearch({ line, onChoose }: { line: BomDetail; onChoose: (spuId: string) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const { data, isFetching } = useLinePartSearch(term, line.qty);
  const rows = term ? (data?.rows ?? []) : [];
  return (
    <div className="bom-line-search">
      <PartSearchBox
        size="middle"
        defaultValue={line.qryParam.slice(0, 200)}
        withCatalogHints={false}
        label={t('bom.lineSearch.label', { part: line.qryParam })}
        onSearch={setTerm}
      />
      {term !== '' && (
        <Spin spinning={isFetching} size="small">
          {rows.length === 0 && !isFetching ? (
            <div className="bom-line__muted">{t('bom.lineSearch.none')}</div>
          ) : (
            <ul className="bom-line-search__results" aria-label={t('bom.lineSearch.results', { part: term })}>
              {rows.map((product) => (
                <li key={product.spuId}>
                  <PartNumber value={product.mfrPartNumber} />
                  <span className="bom-line__muted">
                    {' '}
                    · {product.brandName} · {t('bom.line.stock', { n: product.stock })}
                  </span>{' '}
                  <Button
                    size="small"
                    type="link"
                    aria-label={t('bom.lineSearch.pickFor', {
                      part: product.mfrPartNumber,
                      line: line.qryParam,
                    })}
                    onClick={() => {
                      onChoose(product.spuId);
                    }}
                  >
                    {t('bom.lineSearch.pick')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Spin>
      )}
    </div>
  );
}
