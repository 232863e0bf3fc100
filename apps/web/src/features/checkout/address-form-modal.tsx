import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress, ShippingAddressInput } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { applyFieldErrors } from '../../ui/field-errors';

interface AddressValues {
  recipients: string;
  contactPhone: string;
  regionPath: string;
  detailAddr: string;
  isDefault: boolean;
}

interface AddressFormModalProps {
  /** The address to edit, 'new' to add one, null when closed. */
  editing: ShippingAddress | 'new' | null;
  onSave: (input: ShippingAddressInput, addressId?: number) => Promise<unknown>;
  onClose: () => void;
}

const FIELD_NAMES = ['recipients', 'contactPhone', 'regionPath', 'detailAddr'] as const;
/** The contract's phone rule (shipping-address.schemas.ts), so the form refuses what the server would. */
const PHONE_PATTERN = /^[\d+\-() ]{5,30}$/;

/** Adds or edits a shipping address of the buyer's address book. */
export function AddressFormModal({ editing, onSave, onClose }: AddressFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressValues>();
  const [isSaving, setIsSaving] = useState(false);

  // The form is rebuilt on each opening (destroyOnHidden), so its initial values are the address edited.
  const initialValues: Partial<AddressValues> =
    editing === null || editing === 'new'
      ? { isDefault: false, regionPath: '' }
      : { ...editing, isDefault: editing.isDefault === 'T' };

  const save = async (values: AddressValues) => {
    setIsSaving(true);
    try {
      const input = { ...values, isDefault: values.isDefault ? 'T' : 'F' } as const;
      await onSave(input, editing === 'new' || editing === null ? undefined : editing.addressId);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!applyFieldErrors(form, error, FIELD_NAMES)) showApiError(error);
    } finally {
      setIsSaving(false);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  return (
    <Modal
      open={editing !== null}
      title={t(editing === 'new' ? 'checkout.address.add' : 'checkout.address.edit')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={isSaving}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="recipients"
          label={t('checkout.address.recipients')}
          rules={[required('checkout.address.recipientsRequired')]}
        >
          <Input maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('checkout.address.phone')}
          rules={[
            required('checkout.address.phoneRequired'),
            { pattern: PHONE_PATTERN, message: t('checkout.address.phoneInvalid') },
          ]}
        >
          <Input maxLength={30} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="regionPath" label={t('checkout.address.region')}>
          <Input maxLength={200} placeholder={t('checkout.address.regionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="detailAddr"
          label={t('checkout.address.detail')}
          rules={[required('checkout.address.detailRequired')]}
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('checkout.address.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
