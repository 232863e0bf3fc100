import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseEnquiryPaste } from '@emall/contract';
import type { PastedEnquiryLine } from '@emall/contract';

interface PasteDialogProps {
  isOpen: boolean;
  /** How many more lines the table can take. */
  room: number;
  onAdd: (lines: PastedEnquiryLine[]) => void;
  onClose: () => void;
}

/**
 * Paste many lines at once (from Excel, a mail or a BOM): the contract's paste rule reads them; lines it
 * cannot read are named and left out, the others go into the table.
 */
export function PasteDialog({ isOpen, room, onAdd, onClose }: PasteDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parsed = parseEnquiryPaste(text, room);
  return (
    <Modal
      open={isOpen}
      title={t('enquiry.paste.title')}
      okText={t('enquiry.paste.ok')}
      okButtonProps={{ disabled: parsed.lines.length === 0 }}
      onOk={() => {
        onAdd(parsed.lines);
        setText('');
      }}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('enquiry.paste.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('enquiry.paste.title')}
        value={text}
        rows={10}
        placeholder={'STM32F103C8T6\t100\tST\t9.5\nLM358DR, 500, TI'}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      {parsed.problems.length > 0 && (
        <Alert
          className="enquiry-paste__problems"
          type="warning"
          showIcon
          title={parsed.problems.map((p) => t(`enquiry.paste.${p.reason}`, { n: p.lineNo })).join('；')}
        />
      )}
    </Modal>
  );
}
