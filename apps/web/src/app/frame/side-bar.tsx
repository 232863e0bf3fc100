import { lazy, Suspense, useState } from 'react';
import {
  CustomerServiceOutlined,
  FileSearchOutlined,
  GiftOutlined,
  MailOutlined,
  PhoneOutlined,
  RightOutlined,
  LeftOutlined,
  ShoppingCartOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS } from '@emall/contract';
import { useSessionStore } from '../../api/session-store';
import { SideBarItem } from './side-bar-item';
import { useCustomerService } from '../../ui/use-customer-service';
import { useIsPhone } from '../../ui/use-is-phone';
import { useRouteJump } from './use-route-jump';

// The dialog and its form load on the first opening, so pages that never use it do not carry it.
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/** The right-hand side bar; it can be folded away. */
export function SideBar() {
  const { t } = useTranslation();
  // On a phone it would cover a fifth of the page: it starts folded there, its tab still at the edge.
  const isPhone = useIsPhone();
  const [isHidden, setIsHidden] = useState(isPhone);
  const cartCount = useSessionStore((s) => s.cartCount);
  const openOnlineService = useCustomerService();
  const jump = useRouteJump();
  const phone = t('frame.hotline.number');
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  const [hasOpenedFeedback, setHasOpenedFeedback] = useState(false);

  return (
    <aside
      className={isHidden ? 'side-bar side-bar--hidden' : 'side-bar'}
      aria-label={t('frame.sidebar.label')}
    >
      <button
        type="button"
        className="side-bar__toggle"
        aria-expanded={!isHidden}
        aria-label={isHidden ? t('frame.sidebar.show') : t('frame.sidebar.hide')}
        onClick={() => {
          setIsHidden((hidden) => !hidden);
        }}
      >
        {isHidden ? <LeftOutlined /> : <RightOutlined />}
      </button>
      <ul className="side-bar__items">
        <SideBarItem
          icon={<CustomerServiceOutlined />}
          label={t('frame.sidebar.onlineService')}
          onClick={openOnlineService}
        />
        <SideBarItem
          icon={
            <Badge count={cartCount} showZero size="small" overflowCount={99}>
              <ShoppingCartOutlined />
            </Badge>
          }
          label={t('frame.sidebar.cart')}
          onClick={() => {
            jump('/shopping_cart');
          }}
        />
        <SideBarItem
          icon={<PhoneOutlined />}
          label={t('frame.sidebar.phone')}
          tip={t('frame.sidebar.phoneTip', { phone, hours: SERVICE_HOURS })}
        />
        <SideBarItem
          icon={<GiftOutlined />}
          label={t('frame.sidebar.samples')}
          onClick={() => {
            jump('/sample');
          }}
        />
        <SideBarItem
          icon={<MailOutlined />}
          label={t('frame.sidebar.feedback')}
          onClick={() => {
            setHasOpenedFeedback(true);
            setIsFeedbackOpen(true);
          }}
        />
        <SideBarItem
          icon={<FileSearchOutlined />}
          label={t('frame.sidebar.enquiry')}
          onClick={() => {
            jump('/enquiry');
          }}
        />
        <SideBarItem
          icon={<VerticalAlignTopOutlined />}
          label={t('frame.sidebar.backToTop')}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </ul>
      {hasOpenedFeedback && (
        <Suspense fallback={null}>
          <FeedbackDialog
            isOpen={isFeedbackOpen}
            onClose={() => {
              setIsFeedbackOpen(false);
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}
