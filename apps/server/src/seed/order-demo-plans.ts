import type { CarrierCode, LogisticsEventCode } from '@emall/contract';

/**
 * The demo orders: for each tenant an order in every state of the lifecycle (docs/order-lifecycle.md),
 * over real parts of the demo catalog (by LCSC code). A quantity of 'shortage' asks for more than the
 * stock holds, so that line waits for its delivery cycle.
 */
export type DemoTarget =
  'WAIT_PAY' | 'PROOF_UPLOADED' | 'PAID' | 'PART_SHIPPED' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';

export interface DemoParcel {
  carrier: CarrierCode;
  expressNo: string;
  /** [line index, pieces] — 'all' ships what is left of the line. */
  lines: [number, number | 'all'][];
  /** How far the carrier got: the events are written up to this step. */
  reached: LogisticsEventCode;
}

export interface DemoOrderPlan {
  staffCode: string;
  daysAgo: number;
  target: DemoTarget;
  custOrderNo?: string;
  lines: [productCode: string, qty: number | 'shortage'][];
  parcels?: DemoParcel[];
}

export const DEMO_ORDER_PLANS: DemoOrderPlan[] = [
  {
    staffCode: 'demo',
    daysAgo: 1,
    target: 'WAIT_PAY',
    custOrderNo: 'PO-HX-2611-018',
    lines: [
      ['C2653151', 50],
      ['C76993', 10000],
      ['C179695', 'shortage'],
    ],
  },
  { staffCode: 'demo2', daysAgo: 2, target: 'WAIT_PAY', lines: [['C495220', 200]] },
  {
    staffCode: 'demo',
    daysAgo: 4,
    target: 'PROOF_UPLOADED',
    lines: [
      ['C1855780', 100],
      ['C106248', 20000],
    ],
  },
  { staffCode: 'demo', daysAgo: 7, target: 'PAID', custOrderNo: 'PO-HX-2611-009', lines: [['C88778', 500]] },
  {
    staffCode: 'demo',
    daysAgo: 10,
    target: 'PART_SHIPPED',
    lines: [
      ['C151932', 3000],
      ['C85649', 5000],
    ],
    parcels: [
      {
        carrier: 'SF',
        expressNo: 'SF1408823516302',
        lines: [
          [0, 'all'],
          [1, 2000],
        ],
        reached: 'ARRIVED',
      },
    ],
  },
  {
    staffCode: 'demo2',
    daysAgo: 16,
    target: 'SHIPPED',
    lines: [
      ['C5454950', 100],
      ['C2653151', 20],
    ],
    parcels: [
      { carrier: 'SF', expressNo: 'SF1408819027745', lines: [[0, 'all']], reached: 'DELIVERED' },
      { carrier: 'JD', expressNo: 'JDVA21984533012', lines: [[1, 'all']], reached: 'OUT_FOR_DELIVERY' },
    ],
  },
  {
    staffCode: 'demo',
    daysAgo: 35,
    target: 'COMPLETED',
    custOrderNo: 'PO-HX-2610-031',
    lines: [
      ['C76993', 50000],
      ['C495220', 1000],
    ],
    parcels: [
      {
        carrier: 'SF',
        expressNo: 'SF1407755201846',
        lines: [
          [0, 'all'],
          [1, 'all'],
        ],
        reached: 'DELIVERED',
      },
    ],
  },
  { staffCode: 'demo', daysAgo: 21, target: 'CANCELLED', lines: [['C179695', 10]] },

  {
    staffCode: 'other',
    daysAgo: 1,
    target: 'WAIT_PAY',
    lines: [
      ['C1855780', 20],
      ['C88778', 200],
    ],
  },
  { staffCode: 'other', daysAgo: 3, target: 'PROOF_UPLOADED', lines: [['C106248', 4000]] },
  { staffCode: 'other', daysAgo: 6, target: 'PAID', lines: [['C151932', 500]] },
  {
    staffCode: 'other',
    daysAgo: 9,
    target: 'PART_SHIPPED',
    custOrderNo: 'QM-20261114-02',
    lines: [
      ['C2653151', 30],
      ['C5454950', 50],
    ],
    parcels: [{ carrier: 'JD', expressNo: 'JDVA21977310458', lines: [[0, 'all']], reached: 'IN_TRANSIT' }],
  },
  {
    staffCode: 'other',
    daysAgo: 14,
    target: 'SHIPPED',
    lines: [['C85649', 3000]],
    parcels: [{ carrier: 'ZTO', expressNo: '78451290336172', lines: [[0, 'all']], reached: 'DELIVERED' }],
  },
  {
    staffCode: 'other',
    daysAgo: 40,
    target: 'COMPLETED',
    lines: [['C76993', 20000]],
    parcels: [{ carrier: 'DEPPON', expressNo: 'DPK360118825734', lines: [[0, 'all']], reached: 'DELIVERED' }],
  },
  { staffCode: 'other', daysAgo: 25, target: 'CANCELLED', lines: [['C495220', 100]] },
];

/** What a carrier reports at each step, as [step, hours after pick-up, where, the carrier's words]. */
export const DEMO_ROUTE: [LogisticsEventCode, number, string, string][] = [
  ['PICKED_UP', 0, '南京市江宁区', '快件已由【南京江宁营业部】揽收'],
  ['IN_TRANSIT', 8, '南京市', '快件已发往【{city}转运中心】'],
  ['ARRIVED', 20, '{city}', '快件已到达【{city}集散中心】'],
  ['OUT_FOR_DELIVERY', 26, '{city}', '快件正在派送中，派送员：王师傅，电话：138****6021'],
  ['DELIVERED', 30, '{city}', '快件已签收，签收人：前台，感谢使用'],
];
