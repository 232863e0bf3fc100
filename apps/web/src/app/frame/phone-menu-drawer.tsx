import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneMenuItems } from './phone-menu-items';

/** The phone menu's drawer with its links, account and language; loaded on the first opening (phone-menu.tsx). */
export function PhoneMenuDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="phone-menu"
      className="phone-menu"
      placement="right"
      size={300}
      title={t('frame.phoneMenu.title')}
      open={isOpen}
      onClose={onClose}
    >
      <PhoneMenuItems onDone={onClose} />
    </Drawer>
  );
}
