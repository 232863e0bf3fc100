import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { SampleLine } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { CallStub, SentRequest } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { sampleCartFixture, sampleLineFixture, sampleProductFixture } from './sample-fixtures';
import { DEMO_USER, givenSession } from './session-fixture';
import { SamplePage } from '../features/samples/sample-page';

const en = (key: string) => textOf(key, 'en_US');

const opamp = sampleProductFixture({ spuId: '31', mfrPartNumber: 'LM358DR', sampleQtyLimit: 20 });

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderSamples(
  lines: SampleLine[] = [sampleLineFixture()],
  extra: CallStub[] = [],
  path = '/sample',
) {
  const cart = { lines };
  const sent = stubCalls([
    on(contract.sample.qrySampleParams, () => ({
      data: [{ productCatalogId: '7', i18nProductCatalogName: 'Amplifiers' }],
    })),
    on(contract.sample.qrySampleList4Page, () => ({
      data: { rows: [opamp], total: 11, pageNo: 1, pageSize: 10 },
    })),
    on(contract.sample.qrySampleList, () => ({ data: sampleCartFixture(cart.lines) })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/sample', element: <SamplePage /> },
      { path: '/reqsample', element: <Probe /> },
    ],
    path,
  );
  return { sent, cart };
}

const cartPanel = () => screen.findByRole('region', { name: en('sample.cart.title') });
const listReads = (sent: SentRequest[]) => bodiesTo(sent, contract.sample.qrySampleList).length;

describe('/sample', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists samples 10 a page and adds the chosen quantity, then reads the sample cart again', async () => {
    const { sent, cart } = renderSamples(
      [],
      [
        on(contract.sample.addSampleToCart, () => {
          cart.lines = [sampleLineFixture({ spuId: '31', mfrPartNumber: 'LM358DR', qty: 4 })];
          return { data: { spuId: '31', qty: 4, sampleCnt: 1 } };
        }),
      ],
    );
    expect(await screen.findByText('LM358DR')).toBeTruthy();
    expect(screen.getByText('20 pcs')).toBeTruthy();
    expect(bodiesTo(sent, contract.sample.qrySampleList4Page)[0]).toEqual({ pageNo: 1, pageSize: 10 });
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of LM358DR' });
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.blur(qty);
    fireEvent.click(screen.getByRole('button', { name: en('sample.list.add') }));
    expect(await screen.findByText(en('sample.list.added'))).toBeTruthy();
    expect(bodiesTo(sent, contract.sample.addSampleToCart)).toEqual([{ spuId: '31', qty: 4 }]);
    const panel = await cartPanel();
    expect(await within(panel).findByText('LM358DR')).toBeTruthy();
    expect(listReads(sent)).toBe(2);
  });

  it('brings a quantity above the line limit to the limit and says so under the box, in the catalog and in the cart', async () => {
    const { sent } = renderSamples(undefined, [
      on(contract.sample.addSampleToCart, () => ({ data: { spuId: '31', qty: 20, sampleCnt: 2 } })),
      on(contract.sample.changeCntByKey, () => ({ data: sampleLineFixture({ qty: 10 }) })),
    ]);
    await screen.findByText('LM358DR');
    const qty = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of LM358DR' });
    fireEvent.change(qty, { target: { value: '30' } });
    fireEvent.blur(qty);
    // The note stays under the box: the 'added' toast that follows the click cannot hide it.
    expect(
      await screen.findByText('At most 20 pieces of LM358DR per sample request: the quantity is now 20'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(qty.value).toBe('20');
    });
    fireEvent.click(screen.getByRole('button', { name: en('sample.list.add') }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.sample.addSampleToCart)).toEqual([{ spuId: '31', qty: 20 }]);
    });

    const panel = await cartPanel();
    const inCart = await within(panel).findByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity of STM32F103C8T6',
    });
    fireEvent.change(inCart, { target: { value: '20' } });
    fireEvent.blur(inCart);
    expect(
      await within(panel).findByText(
        'At most 10 pieces of STM32F103C8T6 per sample request: the quantity is now 10',
      ),
    ).toBeTruthy();
    await waitFor(() => {
      expect(bodiesTo(sent, contract.sample.changeCntByKey)).toEqual([{ spuId: '21', qty: 10 }]);
    });
  });

  it('brings a quantity below 1 to 1 and says so; typing again clears the note', async () => {
    renderSamples();
    await screen.findByText('LM358DR');
    const qty = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of LM358DR' });
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.blur(qty);
    fireEvent.change(qty, { target: { value: '0' } });
    fireEvent.blur(qty);
    expect(await screen.findByText(en('sample.qty.belowOne'))).toBeTruthy();
    await waitFor(() => {
      expect(qty.value).toBe('1');
    });
    fireEvent.change(qty, { target: { value: '3' } });
    expect(screen.queryByText(en('sample.qty.belowOne'))).toBeNull();
  });

  it('searches the sample list by part number or brand, from page 1', async () => {
    const { sent } = renderSamples();
    await screen.findByText('LM358DR');
    const search = screen.getByRole('searchbox', { name: en('sample.filter.keyword') });
    fireEvent.change(search, { target: { value: ' lm358 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(bodiesTo(sent, contract.sample.qrySampleList4Page).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        keyword: 'lm358',
      });
    });
  });

  it('shows the one product of ?spuId=', async () => {
    const { sent } = renderSamples(undefined, [], '/sample?spuId=31');
    await screen.findByText('LM358DR');
    expect(bodiesTo(sent, contract.sample.qrySampleList4Page)[0]).toEqual({
      pageNo: 1,
      pageSize: 10,
      spuId: '31',
    });
  });

  it('changes and removes cart lines, reading the list again after each, and shows the limits', async () => {
    const { sent, cart } = renderSamples(undefined, [
      on(contract.sample.changeCntByKey, () => {
        const changed = sampleLineFixture({ qty: 5, amount: '56.50' });
        cart.lines = [changed];
        return { data: changed };
      }),
      on(contract.sample.delSampleFromCart, () => {
        cart.lines = [];
        return { data: { deleted: 1, sampleCnt: 0 } };
      }),
    ]);
    const panel = await cartPanel();
    await within(panel).findByText('STM32F103C8T6');
    expect(
      within(panel).getByText(
        'Each request: at most 5 products, of each at most its own limit (never more than 50 pieces), ¥500.00 in total',
      ),
    ).toBeTruthy();
    // The line's own limit, the same the catalog row shows.
    expect(within(panel).getByText('max 10 pcs')).toBeTruthy();
    const qty = within(panel).getByRole('spinbutton', { name: 'Quantity of STM32F103C8T6' });
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.blur(qty);
    expect(await within(panel).findAllByText('¥56.50')).toHaveLength(2);
    expect(bodiesTo(sent, contract.sample.changeCntByKey)).toEqual([{ spuId: '21', qty: 5 }]);
    expect(listReads(sent)).toBe(2);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove STM32F103C8T6' }));
    expect(await within(panel).findByText(en('sample.cart.empty'))).toBeTruthy();
    expect(bodiesTo(sent, contract.sample.delSampleFromCart)).toEqual([{ spuId: '21' }]);
    expect(listReads(sent)).toBe(3);
  });

  it('re-reads the list also when a change is refused, showing the server message', async () => {
    const { sent } = renderSamples(undefined, [
      on(contract.sample.changeCntByKey, () => ({
        status: 422,
        errcode: 'SAMPLE_QTY_LIMIT',
        msg: 'At most 10 pieces of STM32F103C8T6',
      })),
    ]);
    const panel = await cartPanel();
    const qty = await within(panel).findByRole('spinbutton', { name: 'Quantity of STM32F103C8T6' });
    fireEvent.change(qty, { target: { value: '9' } });
    fireEvent.blur(qty);
    expect(await screen.findByText('At most 10 pieces of STM32F103C8T6')).toBeTruthy();
    await waitFor(() => {
      expect(listReads(sent)).toBe(2);
    });
  });

  it('checks request times, then feedback, before going to /reqsample', async () => {
    const { sent } = renderSamples(undefined, [
      on(contract.sample.checkRequestTimesLimit, () => ({
        data: { allowed: true, used: 1, limit: 3, days: 30 },
      })),
      on(contract.sample.checkFeedbackLimit, () => ({ data: { allowed: true, pending: 1, limit: 2 } })),
    ]);
    const panel = await cartPanel();
    await within(panel).findByText('STM32F103C8T6');
    fireEvent.click(within(panel).getByRole('button', { name: en('sample.cart.request') }));
    expect(await screen.findByText('at /reqsample')).toBeTruthy();
    const checks = [contract.sample.checkRequestTimesLimit, contract.sample.checkFeedbackLimit].map(
      (c) => c.path,
    );
    expect(sent.map((r) => r.path).filter((path) => checks.includes(path))).toEqual(checks);
  });

  it('stays with the server message when a limit check answers 422', async () => {
    const { sent } = renderSamples(undefined, [
      on(contract.sample.checkRequestTimesLimit, () => ({
        data: { allowed: true, used: 1, limit: 3, days: 30 },
      })),
      on(contract.sample.checkFeedbackLimit, () => ({
        status: 422,
        errcode: 'SAMPLE_FEEDBACK_PENDING',
        msg: 'Please rate your 3 shipped sample requests first',
      })),
    ]);
    const panel = await cartPanel();
    await within(panel).findByText('STM32F103C8T6');
    fireEvent.click(within(panel).getByRole('button', { name: en('sample.cart.request') }));
    expect(await screen.findByText('Please rate your 3 shipped sample requests first')).toBeTruthy();
    expect(screen.queryByText('at /reqsample')).toBeNull();
    expect(bodiesTo(sent, contract.sample.checkFeedbackLimit)).toHaveLength(1);
  });
});
