import { useState } from 'react';
import { Button, Form, Input, Radio, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderAmount } from '@emall/contract';
import type { CustOrderInfo } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { PageSpinner } from '../../ui/page-spinner';
import { useConfirmLines } from './api/use-confirm-lines';
import {
  useCustomerOrderInfo,
  useReloadCustomer,
  useSaveShippingAddress,
} from './api/use-customer-order-info';
import { useDeliveryMethods } from './api/use-delivery-methods';
import { AddressSection, sortDefaultFirst } from './address-section';
import { ConfirmLinesTable } from './confirm-lines-table';
import { useConfirmSource } from './confirm-source';
import { invoiceDefaults, toInvoiceTitle } from './invoice-title';
import type { InvoiceValues } from './invoice-title';
import { InvoiceTitleForm } from './invoice-title-form';
import { billingCycleOf, draftAmount } from './order-draft';
import { OrderSubmitBar } from './order-submit-bar';
import { useChangedOrderGuard } from './use-changed-order-guard';
import { useSubmitOrder } from './use-submit-order';

/** The billing terms (docs/orders.md): account type F pays before shipment, others on their billing cycle. */
function PaymentTerms({ customer }: { customer: CustOrderInfo }) {
  const { t } = useTranslation();
  const days = billingCycleOf(customer);
  return (
    <span className="confirm-order__terms">
      {days === 0 ? t('order.contract.paymentBefore') : t('order.contract.paymentCredit', { days })}
    </span>
  );
}

/**
 * The confirm order page: the lines (a direct buy or the re-queried cart selection), where they go, how,
 * the invoice title and the billing cycle, then createOrderList.
 */
export function ConfirmOrder() {
  const { t } = useTranslation();
  const source = useConfirmSource();
  const linesQuery = useConfirmLines(source);
  const customerQuery = useCustomerOrderInfo();
  const methodsQuery = useDeliveryMethods();
  const saveAddress = useSaveShippingAddress();
  const reloadCustomer = useReloadCustomer();
  const hasChanged = useChangedOrderGuard(linesQuery.data);
  const [invoiceForm] = Form.useForm<InvoiceValues>();
  const [chosenMethod, setChosenMethod] = useState<string>();
  const [chosenAddressId, setChosenAddressId] = useState<number>();
  const [custOrderNo, setCustOrderNo] = useState('');
  const { submit, isSubmitting, placed } = useSubmitOrder(() => {
    void linesQuery.refetch();
    void reloadCustomer();
  });

  if (linesQuery.isError || customerQuery.isError) {
    return (
      <Result
        status="warning"
        title={t('checkout.loadFailed')}
        extra={
          <Link to="/shopping_cart">
            <Button type="primary">{t('checkout.backToCart')}</Button>
          </Link>
        }
      />
    );
  }
  const customer = customerQuery.data;
  const lines = linesQuery.data?.lines;
  if (!customer || !lines || hasChanged) return <PageSpinner />;

  const methods = methodsQuery.data ?? [];
  const deliveryMethod = chosenMethod ?? methods[0]?.dicValue;
  const addresses = sortDefaultFirst(customer.shippingAddressPoList);
  const address = addresses.find((a) => a.addressId === chosenAddressId) ?? addresses[0];

  const onSubmit = async () => {
    if (!address) {
      toaster.warning(t('checkout.address.required'));
      return;
    }
    if (!deliveryMethod) {
      toaster.warning(t('checkout.deliveryMethod.required'));
      return;
    }
    let invoice: InvoiceValues;
    try {
      invoice = await invoiceForm.validateFields();
    } catch {
      toaster.warning(t('checkout.invoice.invalid'));
      return;
    }
    await submit({
      lines,
      customer,
      deliveryMethod,
      address,
      invoiceTitle: toInvoiceTitle(invoice),
      custOrderNo,
      taxFlag: source.taxFlag,
      isDirectBuy: source.kind === 'direct',
    });
  };

  return (
    <div className="confirm-order frame-width">
      <h1 className="confirm-order__title">{t('checkout.title')}</h1>
      <section className="confirm-order__section" aria-labelledby="confirm-address">
        <h2 id="confirm-address">{t('checkout.address.title')}</h2>
        <AddressSection
          addresses={addresses}
          selectedId={address?.addressId}
          onSelect={setChosenAddressId}
          onSave={saveAddress}
        />
      </section>
      <section className="confirm-order__section" aria-labelledby="confirm-delivery">
        <h2 id="confirm-delivery">{t('checkout.deliveryMethod.title')}</h2>
        <Radio.Group
          name="deliveryMethod"
          value={deliveryMethod}
          options={methods.map((m) => ({ value: m.dicValue, label: m.dicValueName }))}
          onChange={(event) => {
            setChosenMethod(event.target.value as string);
          }}
        />
        <div className="confirm-order__billing">
          <span>{t('checkout.billingCycle')}</span>
          <PaymentTerms customer={customer} />
        </div>
      </section>
      <section className="confirm-order__section" aria-labelledby="confirm-lines">
        <h2 id="confirm-lines">{t('checkout.lines.title')}</h2>
        <ConfirmLinesTable lines={lines} taxFlag={source.taxFlag} />
      </section>
      <section className="confirm-order__section" aria-labelledby="confirm-invoice">
        <h2 id="confirm-invoice">{t('checkout.invoice.heading')}</h2>
        <InvoiceTitleForm form={invoiceForm} initialValues={invoiceDefaults(customer)} />
      </section>
      <section className="confirm-order__section confirm-order__remarks">
        <label htmlFor="confirm-cust-order-no">{t('checkout.custOrderNo')}</label>
        <Input
          id="confirm-cust-order-no"
          maxLength={50}
          value={custOrderNo}
          placeholder={t('checkout.custOrderNoPlaceholder')}
          onChange={(event) => {
            setCustOrderNo(event.target.value);
          }}
        />
      </section>
      <OrderSubmitBar
        lineCount={lines.length}
        currency={customer.currency}
        amount={draftAmount(lines)}
        noTaxAmount={orderAmount(lines.map((line) => line.noTaxAmount))}
        isSubmitting={isSubmitting}
        isDisabled={placed !== null}
        onSubmit={() => void onSubmit()}
      />
    </div>
  );
}
