import { FilePdfOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { Button, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@emall/contract';
import { safeLink } from '../../ui/safe-link';
import { ProductCategoryLinks } from './product-categories';

/**
 * Photo, part number with its datasheet at hand, certificate, brand, categories, description, quantities and
 * lead time. The delivery of a quantity is the buy box's.
 */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation();
  const photo = safeLink(product.productPhoto);
  const datasheet = safeLink(product.detailSpecFile);
  const certificates = product.agentCert.filter((cert) => safeLink(cert.fileUrl));
  const count = (n: number) => n.toLocaleString('en-US');

  return (
    <section className="product-summary">
      <div className="product-summary__photo">
        {photo ? (
          <img src={photo} alt={t('product.detail.photo', { name: product.mfrPartNumber })} />
        ) : (
          <span className="product-summary__no-photo">{t('product.detail.noPhoto')}</span>
        )}
      </div>
      <div className="product-summary__main">
        <h1 className="product-summary__mpn">{product.mfrPartNumber}</h1>
        <p className="product-summary__desc">{product.productDesc}</p>
        <div className="product-summary__datasheet">
          {datasheet ? (
            <Button
              href={datasheet}
              target="_blank"
              rel="noopener noreferrer"
              icon={<FilePdfOutlined aria-hidden />}
            >
              {t('product.detail.datasheetLink')}
            </Button>
          ) : (
            <span className="product-summary__muted">{t('product.detail.noDatasheet')}</span>
          )}
        </div>
        {certificates.length > 0 && (
          <div className="product-summary__cert">
            <Tag color="red" icon={<SafetyCertificateFilled />}>
              {t('product.detail.agentCert')}
            </Tag>
            {certificates.map((cert) => (
              <a key={cert.fileUrl} href={safeLink(cert.fileUrl)} target="_blank" rel="noopener noreferrer">
                {cert.fileName || t('product.detail.agentCertLink')}
              </a>
            ))}
          </div>
        )}
        <Descriptions
          className="product-summary__facts"
          size="small"
          column={1}
          items={[
            { key: 'brand', label: t('product.detail.brand'), children: product.brandName },
            {
              key: 'catalog',
              label: t('product.detail.catalog'),
              children: <ProductCategoryLinks product={product} />,
            },
            { key: 'code', label: t('product.detail.productCode'), children: product.productCode },
            { key: 'miniQty', label: t('product.detail.miniQty'), children: count(product.miniQty) },
            { key: 'miniPkg', label: t('product.detail.miniPkg'), children: count(product.miniPkg) },
            {
              key: 'leadTime',
              label: t('product.detail.leadTime'),
              children: t('product.detail.days', { n: product.deliveryCycle }),
            },
          ]}
        />
      </div>
    </section>
  );
}
