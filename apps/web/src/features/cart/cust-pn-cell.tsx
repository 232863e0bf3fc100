import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInPlaceEdit } from '../../ui/use-in-place-edit';
import { CUST_PN_MAX_LENGTH } from '@emall/contract';

interface CustPnCellProps {
  value: string | null;
  partNumber: string;
  onSave: (custPn: string) => Promise<void>;
}

/**
 * The buyer's own part number on a cart row: 'click to add', then edit, then confirm (saves)
 * or cancel; deleting saves an empty value. At most 35 characters (docs/orders.md, quantities and money).
 */
export function CustPnCell({ value, partNumber, onSave }: CustPnCellProps) {
  const { t } = useTranslation();
  const { draft, setDraft, isSaving, save } = useInPlaceEdit(onSave);
  const label = t('cart.custPn.label', { name: partNumber });

  if (draft !== null) {
    return (
      <div className="cust-pn">
        <Input
          size="small"
          value={draft}
          maxLength={CUST_PN_MAX_LENGTH}
          aria-label={label}
          autoFocus
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onPressEnter={() => void save(draft)}
        />
        <Space size={4}>
          <Button size="small" type="primary" loading={isSaving} onClick={() => void save(draft)}>
            {t('cart.custPn.save')}
          </Button>
          <Button
            size="small"
            disabled={isSaving}
            onClick={() => {
              setDraft(null);
            }}
          >
            {t('cart.custPn.cancel')}
          </Button>
        </Space>
      </div>
    );
  }
  if (!value) {
    return (
      <button
        type="button"
        className="cust-pn__add"
        aria-label={t('common.actionOn', { action: t('cart.custPn.add'), target: label })}
        onClick={() => {
          setDraft('');
        }}
      >
        {t('cart.custPn.add')}
      </button>
    );
  }
  return (
    <div className="cust-pn cust-pn--shown">
      <span className="cust-pn__value" title={value}>
        {value}
      </span>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined />}
        aria-label={t('common.actionOn', { action: t('cart.custPn.edit'), target: label })}
        onClick={() => {
          setDraft(value);
        }}
      />
      <Button
        size="small"
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t('cart.custPn.delete')}
        loading={isSaving}
        onClick={() => void save('')}
      />
    </div>
  );
}
