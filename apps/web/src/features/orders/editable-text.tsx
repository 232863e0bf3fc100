import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInPlaceEdit } from '../../ui/use-in-place-edit';

interface EditableTextProps {
  value: string | null;
  maxLength: number;
  /**
   * Names the field for screen readers: 'Your order no. of SO2611…'. The add and edit buttons are named by what
   * they show or do, then the field ('Click to add: Your order no. of …'), so that a buyer who speaks commands
   * can say what is written on them.
   */
  label: string;
  /** Shown when there is no value yet. */
  addText: string;
  onSave: (value: string) => Promise<void>;
}

/**
 * Edit in place (the orders' custOrderNo and custPn): the value with an edit button, or 'add' when
 * empty; the box saves on Enter or the save button, cancel restores. Saving an empty value clears it.
 * A refused save keeps the box open with what was typed (the client has shown the server's message).
 */
export function EditableText({ value, maxLength, label, addText, onSave }: EditableTextProps) {
  const { t } = useTranslation();
  const { draft, setDraft, isSaving, save } = useInPlaceEdit(onSave);

  if (draft !== null) {
    return (
      <Space.Compact size="small" className="editable-text editable-text--editing">
        <Input
          value={draft}
          maxLength={maxLength}
          aria-label={label}
          autoFocus
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onPressEnter={() => void save(draft)}
        />
        <Button type="primary" loading={isSaving} onClick={() => void save(draft)}>
          {t('orders.edit.save')}
        </Button>
        <Button
          disabled={isSaving}
          onClick={() => {
            setDraft(null);
          }}
        >
          {t('orders.edit.cancel')}
        </Button>
      </Space.Compact>
    );
  }
  return (
    <span className="editable-text">
      {value ? <span className="editable-text__value">{value}</span> : null}
      <Button
        type="link"
        size="small"
        className="editable-text__edit"
        icon={value ? <EditOutlined /> : undefined}
        aria-label={t('common.actionOn', {
          action: value ? t('orders.edit.edit') : addText,
          target: label,
        })}
        onClick={() => {
          setDraft(value ?? '');
        }}
      >
        {value ? null : addText}
      </Button>
    </span>
  );
}
