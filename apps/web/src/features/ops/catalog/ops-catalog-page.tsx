import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsCatalogBrands } from './ops-catalog-brands';
import { OpsCatalogHotParts } from './ops-catalog-hot-parts';
import { OpsCatalogImport } from './ops-catalog-import';
import { OpsCatalogProducts } from './ops-catalog-products';
import { OpsCatalogQuotes } from './ops-catalog-quotes';

/** /ops/catalog: products, catalog imports, hot part numbers, supplier quotes and brands, one tab each. */
export function OpsCatalogPage() {
  const { t } = useTranslation();
  return (
    <OpsPageFrame title={t('ops.menu.catalog')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'products', label: t('ops.catalog.tab.products'), children: <OpsCatalogProducts /> },
          { key: 'import', label: t('ops.catalog.tab.import'), children: <OpsCatalogImport /> },
          { key: 'hot', label: t('ops.catalog.tab.hot'), children: <OpsCatalogHotParts /> },
          { key: 'quotes', label: t('ops.catalog.tab.quotes'), children: <OpsCatalogQuotes /> },
          { key: 'brands', label: t('ops.brands.tab'), children: <OpsCatalogBrands /> },
        ]}
      />
    </OpsPageFrame>
  );
}
