import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@emall/contract';
import type { DashboardFigures } from '@emall/contract/ops';

interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** The console screen where the figure's items are handled. */
  to: string;
  /** A queue waiting for the seller: highlighted while not empty. */
  waiting?: number;
}

/** The dashboard's figure cards; each opens the list behind it. */
export function OpsFigureCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const today = figures.today;
  const cards: Figure[] = [
    {
      key: 'ordersToday',
      label: t('ops.dashboard.ordersToday'),
      value: figures.ordersToday,
      to: `/ops/orders?from=${today}&to=${today}`,
    },
    {
      key: 'amountToday',
      label: t('ops.dashboard.amountToday'),
      value: `¥${formatMoney(figures.amountToday, 2)}`,
      to: `/ops/orders?from=${today}&to=${today}`,
    },
    {
      key: 'paymentsWaiting',
      label: t('ops.dashboard.paymentsWaiting'),
      value: figures.paymentsWaiting,
      to: '/ops/orders?awaiting=1',
      waiting: figures.paymentsWaiting,
    },
    {
      key: 'samplesWaiting',
      label: t('ops.dashboard.samplesWaiting'),
      value: figures.samplesWaiting,
      to: '/ops/samples?status=SUBMITTED',
      waiting: figures.samplesWaiting,
    },
    {
      key: 'enquiriesWaiting',
      label: t('ops.dashboard.enquiriesWaiting'),
      value: figures.enquiriesWaiting,
      to: '/ops/enquiries?status=SUBMITTED',
      waiting: figures.enquiriesWaiting,
    },
    {
      key: 'registrationsPending',
      label: t('ops.dashboard.registrationsPending'),
      value: figures.registrationsPending,
      to: '/ops/registrations',
      waiting: figures.registrationsPending,
    },
    {
      key: 'leadsWaiting',
      label: t('ops.dashboard.leadsWaiting'),
      value: figures.leadsWaiting,
      to: '/ops/leads?tab=leads&status=NEW',
      waiting: figures.leadsWaiting,
    },
    {
      key: 'feedbackWaiting',
      label: t('ops.dashboard.feedbackWaiting'),
      value: figures.feedbackWaiting,
      to: '/ops/leads?tab=feedback&status=NEW',
      waiting: figures.feedbackWaiting,
    },
  ];
  return (
    <ul className="ops-dash__figures">
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className={card.waiting ? 'ops-dash__figure ops-dash__figure--waiting' : 'ops-dash__figure'}
            data-figure={card.key}
          >
            <span className="ops-dash__figure-label">{card.label}</span>
            <strong className="ops-dash__figure-value">{card.value}</strong>
            <span className="ops-dash__figure-open">{t('ops.dashboard.open')} →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
