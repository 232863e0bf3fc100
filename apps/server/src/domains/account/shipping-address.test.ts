import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SHIPPING_ADDRESS_LIMIT } from '@emall/contract';
import type { CustOrderInfo, ShippingAddress } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';

const { addShippingAddress, modifyShippingAddress, custOrderInfo } = contract.account;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

const address = {
  recipients: '王强',
  contactPhone: '0512-66881234',
  regionPath: '江苏省/苏州市/工业园区',
  detailAddr: '星湖街328号创意产业园12栋3楼',
};

describe('addShippingAddress', () => {
  it('makes a tenant’s first address its default and answers the address book', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const book = await browser.data<ShippingAddress[]>(addShippingAddress, { ...address, isDefault: 'F' });
    expect(book).toEqual([{ addressId: expect.any(Number) as number, isDefault: 'T', ...address }]);
  });

  it('moves the default to a new address marked T, keeping one default, default first', async () => {
    const browser = t.client();
    await browser.loginAs(people.other);
    const book = await browser.data<ShippingAddress[]>(addShippingAddress, {
      ...address,
      detailAddr: '苏州工业园区仓库',
      isDefault: 'T',
    });
    expect(book.map((a) => [a.detailAddr, a.isDefault])).toEqual([
      ['苏州工业园区仓库', 'T'],
      [address.detailAddr, 'F'],
    ]);
    const info = await browser.data<CustOrderInfo>(custOrderInfo);
    expect(info.shippingAddressPoList).toEqual(book);
  });

  it('answers 400 with field messages for a missing recipient or a phone with letters', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.other);
    const answer = await browser.call(addShippingAddress, {
      ...address,
      recipients: ' ',
      contactPhone: 'call me',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { recipients: 'is required', contactPhone: 'has an invalid value' },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().call(addShippingAddress, address)).status).toBe(401);
  });
});

describe('modifyShippingAddress', () => {
  it('changes an address of the caller’s tenant and can make it the default', async () => {
    const browser = t.client();
    await browser.loginAs(people.buyer);
    const before = await browser.data<CustOrderInfo>(custOrderInfo);
    const second = before.shippingAddressPoList[1];
    const book = await browser.data<ShippingAddress[]>(modifyShippingAddress, {
      ...address,
      addressId: second?.addressId,
      recipients: '李娜（收）',
      isDefault: 'T',
    });
    expect(book[0]).toMatchObject({ addressId: second?.addressId, recipients: '李娜（收）', isDefault: 'T' });
    expect(book.filter((a) => a.isDefault === 'T')).toHaveLength(1);
  });

  it('answers 404 for another tenant’s address and leaves it unchanged', async () => {
    const owner = t.client();
    await owner.loginAs(people.buyer);
    const target = (await owner.data<CustOrderInfo>(custOrderInfo)).shippingAddressPoList[0];
    const stranger = t.client();
    await stranger.loginAs(people.other);
    const answer = await stranger.call(modifyShippingAddress, { ...address, addressId: target?.addressId });
    expect(answer.status).toBe(404);
    const after = (await owner.data<CustOrderInfo>(custOrderInfo)).shippingAddressPoList[0];
    expect(after).toEqual(target);
  });

  it('refuses more than the address book holds', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    await browser.loginAs(people.colleague);
    const existing = (await browser.data<CustOrderInfo>(custOrderInfo)).shippingAddressPoList.length;
    for (let i = existing; i < SHIPPING_ADDRESS_LIMIT; i += 1) {
      await browser.data(addShippingAddress, { ...address, detailAddr: `仓库 ${i}` });
    }
    const answer = await browser.call(addShippingAddress, address);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errcode: 'ADDRESS_BOOK_FULL',
      msg: `At most ${SHIPPING_ADDRESS_LIMIT} shipping addresses can be kept`,
    });
  });
});
