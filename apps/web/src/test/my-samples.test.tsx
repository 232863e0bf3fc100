import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { sampleOrderFixture } from './sample-fixtures';
import { DEMO_USER, givenSession } from './session-fixture';
import { MemberCentrePage } from '../features/member/member-centre-page';
import { MySamplesTab } from '../features/samples/my-samples-tab';
import { SampleRatePage } from '../features/samples/sample-rate-page';

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

const shipped = sampleOrderFixture();
const rated = sampleOrderFixture({
  sampleReqId: '302',
  sampleReqNo: 'SR2608002',
  status: 'FEEDBACK_GIVEN',
  statusName: 'Feedback given',
  canFeedback: false,
  feedback: { rating: 4, feedbackText: 'Works well', createTime: '2026-08-20 09:00:00' },
});

describe('my samples tab and /samplerate', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the requests 5 a page with states, lines and quick jump, filters by state, and opens rating', async () => {
    const sent = stubCalls([
      on(contract.sample.qryFreeSampleForEmall, () => ({
        data: { rows: [shipped, rated], total: 12, pageNo: 1, pageSize: 5 },
      })),
    ]);
    renderRoute(
      [
        { path: '/my_EMall', element: <MemberCentrePage tabContent={{ '3': <MySamplesTab /> }} /> },
        { path: '/samplerate', element: <Probe /> },
      ],
      '/my_EMall?activeKey=3',
    );
    const card = await screen.findByRole('article', { name: 'Request SR2608001' });
    expect(within(card).getByText('Shipped')).toBeTruthy();
    expect(within(card).getByText('STM32F103C8T6')).toBeTruthy();
    const done = screen.getByRole('article', { name: 'Request SR2608002' });
    expect(within(done).getByText('Works well')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: en('sample.mine.rate') })).toBeNull();
    const list = () => bodiesTo(sent, contract.sample.qryFreeSampleForEmall);
    expect(list()[0]).toEqual({ pageNo: 1, pageSize: 5 });
    expect(screen.getByText('total 12 items')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(list().at(-1)).toEqual({ pageNo: 2, pageSize: 5 });
    });
    const jump = document.querySelector<HTMLInputElement>('.ant-pagination-options-quick-jumper input');
    expect(jump).toBeTruthy();
    fireEvent.change(jump as HTMLInputElement, { target: { value: '3' } });
    fireEvent.keyUp(jump as HTMLInputElement, { key: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(list().at(-1)).toEqual({ pageNo: 3, pageSize: 5 });
    });
    fireEvent.click(screen.getByRole('radio', { name: en('sample.status.SHIPPED') }));
    await waitFor(() => {
      expect(list().at(-1)).toEqual({ pageNo: 1, pageSize: 5, status: 'SHIPPED' });
    });
    const again = await screen.findByRole('article', { name: 'Request SR2608001' });
    fireEvent.click(within(again).getByRole('button', { name: en('sample.mine.rate') }));
    expect(await screen.findByText('at /samplerate?sampleReqId=301')).toBeTruthy();
  });

  it('rates with 3 stars to start and at most 500 characters, then returns to my samples', async () => {
    const sent = stubCalls([
      on(contract.sample.modifyFreeSampleReqForFeedback, () => ({
        data: { sampleReqId: '301', status: 'FEEDBACK_GIVEN', rating: 5 },
      })),
    ]);
    renderRoute(
      [
        { path: '/samplerate', element: <SampleRatePage /> },
        { path: '/my_EMall', element: <Probe /> },
      ],
      '/samplerate?sampleReqId=301',
    );
    const text = await screen.findByLabelText(en('sample.rate.text'));
    expect(text.getAttribute('maxlength')).toBe('500');
    expect(document.querySelectorAll('.ant-rate-star-full')).toHaveLength(3);
    fireEvent.change(text, { target: { value: 'Arrived fast' } });
    expect(screen.getByText('12 / 500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('sample.rate.submit') }));
    expect(await screen.findByText('at /my_EMall?activeKey=3')).toBeTruthy();
    expect(bodiesTo(sent, contract.sample.modifyFreeSampleReqForFeedback)).toEqual([
      { sampleReqId: 301, rating: 3, feedbackText: 'Arrived fast' },
    ]);
  });
});
