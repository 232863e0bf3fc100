import type {
  CustOrderInfo,
  DicValue,
  ExpressGroup,
  Order,
  OrderDetail,
  OrderLine,
  OrderStatus,
  PayInfo,
} from '@emall/contract';
import { ORDER_STATUSES } from '@emall/contract';

/** The buyer's customer record as custOrderInfo answers it: account type C, 30-day billing, two addresses. */
export function custOrderInfoFixture(overrides: Partial<CustOrderInfo> = {}): CustOrderInfo {
  return {
    tenantId: 11,
    buyerTenantCode: 'T011',
    acctTenantCode: 'T011',
    acctCode: 'A011',
    acctName: 'Shanghai Demo Electronics',
    custCode: 'C011',
    custName: 'Shanghai Demo Electronics Co., Ltd.',
    saleOrg: 'S01',
    custSector: 'EMS',
    custAccountType: 'C',
    billingCycle: 30,
    currency: 'CNY',
    taxRate: '1.13',
    invoiceReceipientPhone: '021-55550000',
    invoiceInfo: {
      title: 'Shanghai Demo Electronics Co., Ltd.',
      taxNum: '91310000MA1FL00000',
      bankAccount: '6222000011112222',
      depositBank: 'ICBC Pudong',
      invoiceAddr: '1 Century Ave, Shanghai',
      invoicePhone: '021-55550000',
      invoiceReceipient: 'Wang Fang',
      invoiceReceipientPhone: '021-55550001',
      invoiceSendAddr: '1 Century Ave, Shanghai',
    },
    shippingAddressPoList: [
      {
        addressId: 2,
        isDefault: 'F',
        recipients: 'Zhao Min',
        contactPhone: '13900000002',
        regionPath: 'Jiangsu Suzhou',
        detailAddr: '8 Xinghu St',
      },
      {
        addressId: 1,
        isDefault: 'T',
        recipients: 'Li Lei',
        contactPhone: '13800000000',
        regionPath: 'Shanghai Pudong',
        detailAddr: '100 Zhangjiang Rd',
      },
    ],
    ...overrides,
  };
}

export const DELIVERY_METHODS: DicValue[] = [
  {
    dicCode: 'DIC_DELIVERY_METHOD',
    dicValue: '01',
    dicValueName: 'Express courier',
    property: null,
    sort: 1,
  },
  {
    dicCode: 'DIC_DELIVERY_METHOD',
    dicValue: '02',
    dicValueName: 'Freight logistics',
    property: null,
    sort: 2,
  },
];

export function orderLineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    orderLineId: '501',
    orderId: '90',
    lineNo: 1,
    status: 'WAIT_PAY',
    custPn: null,
    spuId: '11',
    mfrPartNumber: 'STM32F103C8T6',
    brandCode: 'ST',
    brandName: 'STMicroelectronics',
    productCatalogName: 'Microcontrollers',
    productDesc: 'STM32F103C8T6 32-bit MCU',
    quantity: 10,
    qtyUnit: 'PCS',
    taxPrice: '11.300000',
    notTaxPrice: '10.000000',
    priceUnit: 1,
    amount: '113.000000',
    noTaxAmount: '100.000000',
    taxRate: '1.13',
    deliveryCycle: 14,
    deliveryDate: '2026-11-25',
    shortageFlag: 'F',
    shippedQty: 0,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const orderId = overrides.orderId ?? '90';
  return {
    orderId,
    dopOrderNo: `SO2611${orderId}`,
    custOrderNo: null,
    supplyTenantCode: '64',
    status: 'WAIT_PAY',
    createTime: '2026-11-22T02:30:00.000Z',
    staffName: 'Li Lei',
    currency: 'CNY',
    amount: '113.00',
    noTaxAmount: '100.00',
    taxAmount: '13.00',
    taxFlag: 'T',
    deliveryMethod: '01',
    deliveryMethodName: 'Express courier',
    billingCycle: 30,
    isFromCart: 'T',
    orderSource: 'EMALL',
    lineCount: 1,
    hasPaymentProof: false,
    orderLineList: [orderLineFixture({ orderId })],
    ...overrides,
  };
}

function statusCounts(counts: Partial<Record<OrderStatus, number>>): Record<OrderStatus, number> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<OrderStatus, number>;
}

export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const { orderLineList: _lines, ...summary } = orderFixture({ orderId: overrides.orderId ?? '90' });
  return {
    ...summary,
    acctTenantCode: 'T011',
    acctCode: 'A011',
    acctName: 'Shanghai Demo Electronics',
    custCode: 'C011',
    custName: 'Shanghai Demo Electronics Co., Ltd.',
    saleOrg: 'S01',
    custSector: 'EMS',
    exchangeRate: '1',
    taxRate: '1.13',
    shippingAddress: {
      recipients: 'Li Lei',
      contactPhone: '13800000000',
      regionPath: 'Shanghai Pudong',
      detailAddr: '100 Zhangjiang Rd',
    },
    invoiceTitle: { title: 'Shanghai Demo Electronics Co., Ltd.', taxNum: '91310000MA1FL00000' },
    lineStatusCounts: statusCounts({ WAIT_PAY: 1 }),
    paymentDueDate: '2026-12-22',
    ...overrides,
  };
}

export function payInfoFixture(overrides: Partial<PayInfo> = {}): PayInfo {
  return {
    orderId: '90',
    dopOrderNo: 'SO261190',
    status: 'WAIT_PAY',
    currency: 'CNY',
    amount: '1234.50',
    paymentDueDate: '2026-12-22',
    payeeName: 'Huaxin E-Mall Trading Co., Ltd.',
    bankName: 'China Merchants Bank Shenzhen Branch',
    bankAccount: '7559 0000 1111 222',
    transferRemark: 'SO261190',
    canUploadProof: true,
    proofs: [],
    ...overrides,
  };
}

export function expressGroupFixture(overrides: Partial<ExpressGroup> = {}): ExpressGroup {
  return {
    shipmentId: '7',
    orderId: '90',
    dopOrderNo: 'SO261190',
    carrierCode: 'SF',
    carrierName: 'SF Express',
    expressNo: 'SF1408823516302',
    status: 'IN_TRANSIT',
    shipTime: '2026-11-23T01:00:00.000Z',
    deliveredTime: null,
    lines: [
      {
        orderLineId: '501',
        lineNo: 1,
        mfrPartNumber: 'STM32F103C8T6',
        brandCode: 'ST',
        quantity: 6,
        qtyUnit: 'PCS',
      },
    ],
    events: [
      {
        eventTime: '2026-11-24T03:00:00.000Z',
        eventCode: 'ARRIVED',
        eventText: 'Arrived at depot',
        location: 'Shanghai',
        detail: 'Arrived at the Shanghai Pudong depot',
      },
      {
        eventTime: '2026-11-23T01:00:00.000Z',
        eventCode: 'PICKED_UP',
        eventText: 'Picked up',
        location: 'Shenzhen',
        detail: 'Picked up by courier',
      },
    ],
    ...overrides,
  };
}
