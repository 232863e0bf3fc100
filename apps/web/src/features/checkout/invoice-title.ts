import type { Dayjs } from 'dayjs';
import type { CustOrderInfo, InvoiceTitle } from '@emall/contract';

/** The invoice form's values: the invoice title, with the yes/no fields as switches. */
export interface InvoiceValues {
  title: string;
  taxNum: string;
  depositBank: string;
  bankAccount: string;
  invoiceAddr: string;
  invoicePhone: string;
  invoiceRequire: string;
  invoiceSpecTypeContent: string;
  invoiceServerContent: string;
  invoiceDeadline: Dayjs | null;
  isInvoiceByOrderNO: boolean;
  isOrderNOComments: boolean;
  unitUseSingle: boolean;
  invoiceReceipient: string;
  /** invoiceReceipientPhone is split on '-' into area code and number. */
  receipientPhoneArea: string;
  receipientPhoneNumber: string;
  invoiceSendAddr: string;
}

/** '0755-86001234' → ['0755', '86001234']; a phone without '-' is all number. */
export function splitPhone(phone: string): [area: string, number: string] {
  const at = phone.indexOf('-');
  return at < 0 ? ['', phone] : [phone.slice(0, at), phone.slice(at + 1)];
}

/** The form prefilled from the customer's stored invoice details. */
export function invoiceDefaults(customer: CustOrderInfo): Partial<InvoiceValues> {
  const info = customer.invoiceInfo;
  const [area, number] = splitPhone(info?.invoiceReceipientPhone || customer.invoiceReceipientPhone);
  return {
    title: info?.title ?? customer.custName,
    taxNum: info?.taxNum ?? '',
    depositBank: info?.depositBank ?? '',
    bankAccount: info?.bankAccount ?? '',
    invoiceAddr: info?.invoiceAddr ?? '',
    invoicePhone: info?.invoicePhone ?? '',
    invoiceReceipient: info?.invoiceReceipient ?? '',
    receipientPhoneArea: area,
    receipientPhoneNumber: number,
    invoiceSendAddr: info?.invoiceSendAddr ?? '',
    invoiceDeadline: null,
    isInvoiceByOrderNO: false,
    isOrderNOComments: true,
    unitUseSingle: false,
  };
}

const flag = (value: boolean | undefined) => (value ? 'T' : 'F');
const text = (value: string | undefined) => value?.trim() ?? '';

/** The payload's invoice title: every field, as text. */
export function toInvoiceTitle(values: Partial<InvoiceValues>): InvoiceTitle {
  const area = text(values.receipientPhoneArea);
  const number = text(values.receipientPhoneNumber);
  return {
    title: text(values.title),
    taxNum: text(values.taxNum),
    bankAccount: text(values.bankAccount),
    depositBank: text(values.depositBank),
    invoiceAddr: text(values.invoiceAddr),
    invoiceDeadline: values.invoiceDeadline ? values.invoiceDeadline.format('YYYY-MM-DD') : '',
    invoicePhone: text(values.invoicePhone),
    invoiceRequire: text(values.invoiceRequire),
    invoiceServerContent: text(values.invoiceServerContent),
    invoiceSpecTypeContent: text(values.invoiceSpecTypeContent),
    isInvoiceByOrderNO: flag(values.isInvoiceByOrderNO),
    isOrderNOComments: flag(values.isOrderNOComments),
    unitUseSingle: flag(values.unitUseSingle),
    invoiceReceipient: text(values.invoiceReceipient),
    invoiceSendAddr: text(values.invoiceSendAddr),
    invoiceReceipientPhone: area && number ? `${area}-${number}` : number || area,
  };
}
