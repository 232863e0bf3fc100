import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { BrandNav } from './brand-nav';
import './brand.css';

/** Ruisa's teal for the antd controls of the brand pages (the shop keeps its blue). */
const BRAND_THEME = { token: { colorPrimary: '#0b6e69', colorLink: '#0b6e69' } };

/** The frame of every brand page: the brand's colours and its navigation bar above the page. */
export function BrandShell({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={BRAND_THEME}>
      <div className="brand-site">
        <BrandNav />
        {children}
      </div>
    </ConfigProvider>
  );
}
