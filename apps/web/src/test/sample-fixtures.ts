import type { SampleLine, SampleListAnswer, SampleOrder, SampleProduct } from '@emall/contract';
import { productFixture } from './catalog-fixtures';

export function sampleProductFixture(overrides: Partial<SampleProduct> = {}): SampleProduct {
  return { ...productFixture(overrides), isSample: 'T', sampleQtyLimit: 10, ...overrides };
}

export function sampleLineFixture(overrides: Partial<SampleLine> = {}): SampleLine {
  return {
    spuId: '21',
    qty: 2,
    mfrPartNumber: 'STM32F103C8T6',
    brandCode: 'ST',
    brandName: 'STMicroelectronics',
    productCatalogId: '2',
    productCatalogName: 'Microcontrollers',
    productPhoto: null,
    taxPrice: '11.300000',
    amount: '22.60',
    sampleQtyLimit: 10,
    ...overrides,
  };
}

/** The sample cart with the seeded limits and the demo customer's defaults. */
export function sampleCartFixture(rows: SampleLine[]): SampleListAnswer {
  return {
    rows,
    sampleCnt: rows.length,
    totalAmount: rows.reduce((sum, line) => sum + Number(line.amount ?? 0), 0).toFixed(2),
    limits: { amountLimit: 500, skuLimit: 5, qtyLimit: 50 },
    defaultInfo: {
      recipients: 'Li Lei',
      defaultLocale: '广东省/深圳市/南山区',
      detailAddr: '科技园 1 号',
      contactPhone: '13800000000',
      acctName: 'Shanghai Demo Electronics',
    },
  };
}

export function sampleOrderFixture(overrides: Partial<SampleOrder> = {}): SampleOrder {
  return {
    sampleReqId: '301',
    sampleReqNo: 'SR2608001',
    status: 'SHIPPED',
    statusName: 'Shipped',
    createTime: '2026-08-03 10:00:00',
    recipient: 'Li Lei',
    contactPhone1: '13800000000',
    contactPhone2: '',
    regionPath: '广东省/深圳市/南山区',
    detailAddr: '科技园 1 号',
    projectName: 'Meter',
    amount: '22.60',
    lines: [
      {
        spuId: '21',
        mfrPartNumber: 'STM32F103C8T6',
        brandCode: 'ST',
        qty: 2,
        unitPrice: '11.300000',
        amount: '22.60',
      },
    ],
    feedback: null,
    canFeedback: true,
    rejectReason: null,
    carrier: 'SF Express',
    trackingNo: 'SF1234567890',
    ...overrides,
  };
}
