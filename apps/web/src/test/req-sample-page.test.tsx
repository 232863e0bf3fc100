import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { CallBody } from '@emall/contract';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { sampleCartFixture, sampleLineFixture } from './sample-fixtures';
import { DEMO_USER, givenSession } from './session-fixture';
import { ReqSamplePage } from '../features/samples/req-sample-page';

const en = (key: string) => textOf(key, 'en_US');

function Probe() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

const REGION = contract.system.qryChinaRegion;

/** Guangdong / Shenzhen / Nanshan, read level by level as the server answers them. */
function regions({ isTop, regionPathName }: CallBody<typeof REGION>): StubAnswer<typeof REGION> {
  if (isTop) return { data: [{ regionId: '44', regionName: '广东省' }] };
  if (regionPathName === '广东省') return { data: [{ regionId: '4403', regionName: '深圳市' }] };
  if (regionPathName === '广东省/深圳市') return { data: [{ regionId: '440305', regionName: '南山区' }] };
  return { data: [] };
}

const CREATE = contract.sample.createFreeSampleReq;

function renderRequest(createAnswer: () => StubAnswer<typeof CREATE>) {
  const sent = stubCalls([
    on(contract.sample.qrySampleList, () => ({ data: sampleCartFixture([sampleLineFixture()]) })),
    on(REGION, regions),
    on(CREATE, createAnswer),
  ]);
  renderRoute(
    [
      { path: '/reqsample', element: <ReqSamplePage /> },
      { path: '/my_EMall', element: <Probe /> },
    ],
    '/reqsample',
  );
  return sent;
}

/** Waits for the form to be prefilled from defaultInfo, its region included, then submits it. */
async function submitPrefilled() {
  expect(await screen.findByDisplayValue('Li Lei')).toBeTruthy();
  expect(await screen.findByText('广东省 / 深圳市 / 南山区')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(en('sample.req.projectName')), { target: { value: 'Meter' } });
  fireEvent.click(screen.getByRole('button', { name: en('sample.req.submit') }));
}

describe('/reqsample', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the prefilled request with an Idempotency-Key, re-reads the cart and opens my samples', async () => {
    const sent = renderRequest(() => ({
      data: { sampleReqId: '401', sampleReqNo: 'SR2611001', status: 'SUBMITTED', spuIds: ['21'] },
    }));
    await submitPrefilled();
    expect(await screen.findByText('at /my_EMall?activeKey=3')).toBeTruthy();
    expect(bodiesTo(sent, CREATE)).toEqual([
      {
        recipient: 'Li Lei',
        contactPhone1: '13800000000',
        provinceId: '44',
        cityId: '4403',
        districtId: '440305',
        detailAddr: '科技园 1 号',
        projectName: 'Meter',
        spuIds: ['21'],
      },
    ]);
    const [create] = requestsTo(sent, CREATE);
    expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // Read once for the form, once after the request as the cleanup.
    expect(bodiesTo(sent, contract.sample.qrySampleList)).toHaveLength(2);
    expect(screen.getByText('Sample request SR2611001 submitted')).toBeTruthy();
  });

  it('shows the errcode message and stays, without cleanup', async () => {
    const sent = renderRequest(() => ({
      status: 422,
      errcode: 'SAMPLE_AMOUNT_LIMIT',
      msg: 'A request may be worth at most ¥500.00',
    }));
    await submitPrefilled();
    expect(await screen.findByText('A request may be worth at most ¥500.00')).toBeTruthy();
    expect(screen.queryByText(/^at \/my_EMall/)).toBeNull();
    await waitFor(() => {
      expect(bodiesTo(sent, CREATE)).toHaveLength(1);
    });
    expect(bodiesTo(sent, contract.sample.qrySampleList)).toHaveLength(1);
  });
});
