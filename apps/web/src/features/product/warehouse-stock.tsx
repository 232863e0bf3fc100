import { useTranslation } from 'react-i18next';
import type { Product } from '@emall/contract';

/** The product's stock fields per warehouse, in the order the fields are named. */
const WAREHOUSES = [
  { field: 'njHbStockQty', name: 'product.warehouse.njHb' },
  { field: 'hbStockQty', name: 'product.warehouse.hb' },
  { field: 'hkStockQty', name: 'product.warehouse.hk' },
  { field: 'njStockQty', name: 'product.warehouse.nj' },
] as const;

/** Stock per warehouse with the total and the quantity the shop sells from. */
export function WarehouseStock({ product }: { product: Product }) {
  const { t } = useTranslation();
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <table className="warehouse-stock">
      <thead>
        <tr>
          <th scope="col">{t('product.detail.warehouse')}</th>
          <th scope="col">{t('product.detail.stock')}</th>
        </tr>
      </thead>
      <tbody>
        {WAREHOUSES.map((warehouse) => (
          <tr key={warehouse.field}>
            <th scope="row">{t(warehouse.name)}</th>
            <td>{count(product[warehouse.field])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('product.detail.totalStock')}</th>
          <td>{count(product.totalStockQty)}</td>
        </tr>
        <tr>
          <th scope="row">{t('product.detail.availableStock')}</th>
          <td className="warehouse-stock__available">{count(product.emallRedundantStockQty)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
