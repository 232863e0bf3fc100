import { useState } from 'react';
import { Button, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SAMPLE_KEYWORD_MAX_LENGTH } from '@emall/contract';
import { RequireLogin } from '../../ui/require-login';
import { checkRequestLimits, useSampleCart, useSampleCartChanges } from './api/use-sample-cart';
import { useSampleParams, useSamplePage } from './api/use-sample-catalog';
import { SampleCartPanel } from './sample-cart-panel';
import { SampleList } from './sample-list';
import './samples.css';

/**
 * /sample and /sample?spuId=…: the sample catalog, searched by category and by part number or brand, and the
 * sample cart; every sample call needs a session.
 */
export function SamplePage() {
  return (
    <RequireLogin>
      <SampleScreen />
    </RequireLogin>
  );
}

function SampleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const spuId = searchParams.get('spuId') ?? undefined;
  const [productCatalogId, setProductCatalogId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data: params } = useSampleParams();
  const { data: page, isFetching } = useSamplePage({ spuId, productCatalogId, keyword, pageNo });
  const { data: cart, isFetching: isCartFetching } = useSampleCart();
  const changes = useSampleCartChanges();

  // Request times first, then pending feedback; a refusal's message is shown and the page stays.
  const request = async () => {
    if (await checkRequestLimits()) await navigate('/reqsample');
  };

  return (
    <div className="sample-page frame-width">
      <Typography.Title level={3}>{t('sample.page.title')}</Typography.Title>
      <div className="sample-page__body">
        <div className="sample-page__catalog">
          <div className="sample-page__filter">
            <span>{t('sample.filter.catalog')}</span>
            <Select
              aria-label={t('sample.filter.catalog')}
              className="sample-page__select"
              value={productCatalogId ?? ''}
              options={[
                { value: '', label: t('sample.filter.all') },
                ...(params ?? []).map((entry) => ({
                  value: entry.productCatalogId,
                  label: entry.i18nProductCatalogName,
                })),
              ]}
              onChange={(value) => {
                setProductCatalogId(value || undefined);
                setPageNo(1);
              }}
            />
            <Input.Search
              className="sample-page__search"
              allowClear
              maxLength={SAMPLE_KEYWORD_MAX_LENGTH}
              aria-label={t('sample.filter.keyword')}
              placeholder={t('sample.filter.keyword')}
              // Cleared with its cross, the search asks again without a keyword.
              onSearch={(text) => {
                setKeyword(text.trim());
                setPageNo(1);
              }}
            />
            {spuId && (
              // A link from a product page shows that product only; this returns to the whole catalog.
              <Button
                type="link"
                onClick={() => {
                  setSearchParams({});
                  setPageNo(1);
                }}
              >
                {t('sample.filter.onePart')}
              </Button>
            )}
          </div>
          <SampleList
            page={page}
            pageNo={pageNo}
            isLoading={isFetching}
            onPage={setPageNo}
            onAdd={changes.add}
          />
        </div>
        <SampleCartPanel
          cart={cart}
          isLoading={isCartFetching}
          onChange={changes.change}
          onRemove={changes.remove}
          onRequest={request}
        />
      </div>
    </div>
  );
}
