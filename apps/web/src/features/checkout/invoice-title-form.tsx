import { DatePicker, Form, Input, Space, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceValues } from './invoice-title';

interface InvoiceTitleFormProps {
  form: FormInstance<InvoiceValues>;
  initialValues: Partial<InvoiceValues>;
}

const TEXT_FIELDS = [
  ['title', 200],
  ['taxNum', 40],
  ['depositBank', 200],
  ['bankAccount', 60],
  ['invoiceAddr', 200],
  ['invoicePhone', 40],
] as const;

/**
 * The invoice title: the company's invoice details (prefilled from the customer record), what
 * the invoice should say, and where it is sent. Only the title is required.
 */
export function InvoiceTitleForm({ form, initialValues }: InvoiceTitleFormProps) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      className="invoice-form"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
    >
      <div className="invoice-form__grid">
        {TEXT_FIELDS.map(([name, max]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`checkout.invoice.${name}`)}
            rules={
              name === 'title'
                ? [{ required: true, whitespace: true, message: t('checkout.invoice.titleRequired') }]
                : []
            }
          >
            <Input maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item name="invoiceSpecTypeContent" label={t('checkout.invoice.invoiceSpecTypeContent')}>
          <Input maxLength={200} placeholder={t('checkout.invoice.specTypePlaceholder')} />
        </Form.Item>
        <Form.Item name="invoiceServerContent" label={t('checkout.invoice.invoiceServerContent')}>
          <Input maxLength={200} placeholder={t('checkout.invoice.serverContentPlaceholder')} />
        </Form.Item>
        <Form.Item name="invoiceDeadline" label={t('checkout.invoice.invoiceDeadline')}>
          <DatePicker className="invoice-form__date" />
        </Form.Item>
        <Form.Item name="invoiceRequire" label={t('checkout.invoice.invoiceRequire')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="invoiceReceipient" label={t('checkout.invoice.invoiceReceipient')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('checkout.invoice.invoiceReceipientPhone')}>
          <Space.Compact block>
            <Form.Item name="receipientPhoneArea" noStyle>
              <Input
                className="invoice-form__area"
                maxLength={8}
                aria-label={t('checkout.invoice.phoneArea')}
                placeholder={t('checkout.invoice.phoneArea')}
              />
            </Form.Item>
            <Form.Item name="receipientPhoneNumber" noStyle>
              <Input
                maxLength={30}
                aria-label={t('checkout.invoice.phoneNumber')}
                placeholder={t('checkout.invoice.phoneNumber')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          className="invoice-form__wide"
          name="invoiceSendAddr"
          label={t('checkout.invoice.invoiceSendAddr')}
        >
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <div className="invoice-form__switches">
        {(['isInvoiceByOrderNO', 'isOrderNOComments', 'unitUseSingle'] as const).map((name) => (
          <Form.Item key={name} name={name} valuePropName="checked" label={t(`checkout.invoice.${name}`)}>
            <Switch size="small" />
          </Form.Item>
        ))}
      </div>
    </Form>
  );
}
