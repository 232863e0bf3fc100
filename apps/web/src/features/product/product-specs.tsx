import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@emall/contract';
import { useIsPhone } from '../../ui/use-is-phone';

/** A spec item name is a text key; an unknown one shows its last part rather than the raw key. */
function useSpecName(): (key: string) => string {
  const { t, i18n } = useTranslation();
  return (key) => (i18n.exists(key) ? t(key) : (key.split('.').pop() ?? key));
}

/** The product's specifications (i18nProductSpec), names translated. */
export function ProductSpecs({ product }: { product: Product }) {
  const { t } = useTranslation();
  const specName = useSpecName();
  const isPhone = useIsPhone();
  if (product.i18nProductSpec.length === 0) return <Empty description={t('product.detail.noSpecs')} />;
  return (
    <Descriptions
      className="product-specs"
      bordered
      size="small"
      column={isPhone ? 1 : 2}
      items={product.i18nProductSpec.map((spec, index) => ({
        key: `${spec.i18nItemName}-${index}`,
        label: specName(spec.i18nItemName),
        children: spec.itemValue,
      }))}
    />
  );
}
