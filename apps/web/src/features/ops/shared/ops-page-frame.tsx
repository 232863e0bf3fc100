import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** One console screen: its title, optional actions on the right, and its content. */
export function OpsPageFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="ops-page">
      <header className="ops-page__head">
        <Typography.Title level={3} className="ops-page__title">
          {title}
        </Typography.Title>
        {extra && <div className="ops-page__extra">{extra}</div>}
      </header>
      {children}
    </section>
  );
}
