import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  PropertySafetyOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const SELLING_POINTS: { icon: ReactNode; titleKey: string; descKey: string }[] = [
  {
    icon: <AppstoreOutlined />,
    titleKey: 'frame.footer.intro.range',
    descKey: 'frame.footer.intro.rangeDesc',
  },
  {
    icon: <RocketOutlined />,
    titleKey: 'frame.footer.intro.delivery',
    descKey: 'frame.footer.intro.deliveryDesc',
  },
  {
    icon: <SafetyCertificateOutlined />,
    titleKey: 'frame.footer.intro.genuine',
    descKey: 'frame.footer.intro.genuineDesc',
  },
  {
    icon: <PropertySafetyOutlined />,
    titleKey: 'frame.footer.intro.price',
    descKey: 'frame.footer.intro.priceDesc',
  },
];

/** The four selling points strip above the footer links. */
export function FooterIntro() {
  const { t } = useTranslation();
  return (
    <ul className="footer-intro frame-width">
      {SELLING_POINTS.map((point) => (
        <li key={point.titleKey} className="footer-intro__item">
          <span className="footer-intro__icon">{point.icon}</span>
          <span>
            <strong className="footer-intro__title">{t(point.titleKey)}</strong>
            <span className="footer-intro__desc">{t(point.descKey)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
