import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParameterGroup, ProductDetails, ProductParameter } from '@emall/contract';
import { catalogIdsOf, catalogPath } from '../../ui/product-links';
import { useIsPhone } from '../../ui/use-is-phone';

/** The groups in the order a buyer reads them: what the part is, its values, its package, the rest. */
const GROUPS: readonly ParameterGroup[] = ['general', 'electrical', 'physical', 'other'];

/**
 * Spec items never shown: the category names come with the product in the buyer's language (the spec holds
 * the data's English), and the library type is the supplier's own grading, nothing a buyer can read.
 */
const HIDDEN_SPEC_ITEMS = new Set([
  'product.spec.category',
  'product.spec.subcategory',
  'product.spec.libraryType',
]);

/** The category page's limits on a filter (qryCatalogProducts): a longer code or value would be refused. */
const MAX_FILTER_CODE = 100;
const MAX_FILTER_VALUE = 200;

/**
 * The product's own category page narrowed to one value of a parameter, as its filter table would narrow it
 * (`f.<code>=<value key>`); undefined when the category page cannot filter by it: the part has no category,
 * or the value has no key.
 */
export function parameterFilterPath(
  product: ProductDetails,
  parameter: ProductParameter,
): string | undefined {
  const catalogId = catalogIdsOf(product.catalogIdPath).at(-1);
  const valueKey = parameter.valueKey.trim();
  if (catalogId === undefined || valueKey === '') return undefined;
  if (parameter.code.length > MAX_FILTER_CODE || valueKey.length > MAX_FILTER_VALUE) return undefined;
  return catalogPath(catalogId, { filters: [{ code: parameter.code, values: [valueKey] }] });
}

function ParameterValue({ product, parameter }: { product: ProductDetails; parameter: ProductParameter }) {
  const { t } = useTranslation();
  const path = parameterFilterPath(product, parameter);
  if (!path) return <>{parameter.value}</>;
  const hint = t('product.params.filterHint', {
    category: product.productCatalogName || product.topCatalogName,
    name: parameter.name,
    value: parameter.value,
  });
  return (
    <Link to={path} title={hint}>
      {parameter.value}
    </Link>
  );
}

/** A spec item name is a text key; an unknown one shows its last part rather than the raw key. */
function useSpecName(): (key: string) => string {
  const { t, i18n } = useTranslation();
  return (key) => (i18n.exists(key) ? t(key) : (key.split('.').pop() ?? key));
}

/**
 * Every parameter of the part, grouped, names in the buyer's language, each value a link to the part's
 * category narrowed to it. A part the catalog holds no parameters of shows its spec items instead.
 */
export function ProductParameters({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const specName = useSpecName();
  const isPhone = useIsPhone();
  const parameters = product.parameters ?? [];
  const column = isPhone ? 1 : 2;

  if (parameters.length === 0) {
    const specs = product.i18nProductSpec.filter((spec) => !HIDDEN_SPEC_ITEMS.has(spec.i18nItemName));
    if (specs.length === 0) return <Empty description={t('product.detail.noSpecs')} />;
    return (
      <Descriptions
        className="product-parameters__group"
        bordered
        size="small"
        column={column}
        items={specs.map((spec, index) => ({
          key: `${spec.i18nItemName}-${index}`,
          label: specName(spec.i18nItemName),
          children: spec.itemValue,
        }))}
      />
    );
  }

  return (
    <div className="product-parameters">
      {GROUPS.map((group) => {
        const inGroup = parameters.filter((parameter) => parameter.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section
            key={group}
            className="product-parameters__section"
            aria-label={t(`product.params.group.${group}`)}
          >
            <h3 className="product-parameters__heading">{t(`product.params.group.${group}`)}</h3>
            <Descriptions
              className="product-parameters__group"
              bordered
              size="small"
              column={column}
              items={inGroup.map((parameter) => ({
                key: parameter.code,
                label: parameter.name,
                children: <ParameterValue product={product} parameter={parameter} />,
              }))}
            />
          </section>
        );
      })}
    </div>
  );
}
