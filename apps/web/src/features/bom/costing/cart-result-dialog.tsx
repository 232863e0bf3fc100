import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AddBomToCartAnswer } from '@emall/contract';

/**
 * What adding the BOM to the cart came to: how many lines the cart took, and each line it refused with the
 * cart's reason (a minimum, a multiple, a part no longer sold), so the buyer knows what to fix or enquire.
 */
export function CartResultDialog({ answer, onClose }: { answer: AddBomToCartAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={t('bomCost.cart.title')}
      okText={t('bomCost.cart.open')}
      cancelText={t('bomCost.cart.stay')}
      okButtonProps={{ disabled: answer.added.length === 0 }}
      onOk={() => void navigate('/shopping_cart')}
      onCancel={onClose}
    >
      <p role="status" className="bom-cost-cart__added">
        {t('bomCost.cart.added', { n: answer.added.length })}
      </p>
      {answer.refused.length > 0 && (
        <>
          <Typography.Text type="danger">
            {t('bomCost.cart.refused', { n: answer.refused.length })}
          </Typography.Text>
          <ul className="bom-cost-cart__refused">
            {answer.refused.map((line) => (
              <li key={line.detailId}>
                {t('bomCost.cart.refusedLine', { n: line.lineNo, reason: line.message })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
