import { useState } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress, ShippingAddressInput } from '@emall/contract';
import { AddressFormModal } from './address-form-modal';

interface AddressSectionProps {
  addresses: readonly ShippingAddress[];
  selectedId: number | undefined;
  onSelect: (addressId: number) => void;
  onSave: (input: ShippingAddressInput, addressId?: number) => Promise<ShippingAddress[]>;
}

/** The customer's address book, the default (isDefault T) first; add and edit in a dialog. */
export function sortDefaultFirst(addresses: readonly ShippingAddress[]): ShippingAddress[] {
  return [...addresses].sort((a, b) => Number(b.isDefault === 'T') - Number(a.isDefault === 'T'));
}

/** Where the goods go: one address of the book, chosen with a radio; a new one is chosen once saved. */
export function AddressSection({ addresses, selectedId, onSelect, onSave }: AddressSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ShippingAddress | 'new' | null>(null);

  const save = async (input: ShippingAddressInput, addressId?: number) => {
    const before = new Set(addresses.map((a) => a.addressId));
    const list = await onSave(input, addressId);
    const added = list.find((a) => !before.has(a.addressId));
    if (added) onSelect(added.addressId);
  };

  return (
    <div className="address-section">
      {addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('checkout.address.none')} />
      ) : (
        <Radio.Group
          className="address-section__list"
          name="shippingAddress"
          value={selectedId}
          onChange={(event) => {
            onSelect(event.target.value as number);
          }}
        >
          {addresses.map((address) => (
            <div key={address.addressId} className="address-card">
              <Radio value={address.addressId} className="address-card__radio">
                <span className="address-card__who">
                  {address.recipients} <span className="address-card__phone">{address.contactPhone}</span>
                </span>
                <span className="address-card__where">
                  {[address.regionPath, address.detailAddr].filter(Boolean).join(' ')}
                </span>
              </Radio>
              {address.isDefault === 'T' && <Tag color="blue">{t('checkout.address.default')}</Tag>}
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={`${t('checkout.address.edit')} ${address.recipients}`}
                onClick={() => {
                  setEditing(address);
                }}
              >
                {t('checkout.address.editShort')}
              </Button>
            </div>
          ))}
        </Radio.Group>
      )}
      <Button
        className="address-section__add"
        icon={<PlusOutlined />}
        onClick={() => {
          setEditing('new');
        }}
      >
        {t('checkout.address.add')}
      </Button>
      <AddressFormModal
        editing={editing}
        onSave={save}
        onClose={() => {
          setEditing(null);
        }}
      />
    </div>
  );
}
