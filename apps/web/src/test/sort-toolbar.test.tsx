import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PriceQuantityBox, priceQuantityOf, SortPicker } from '../ui/sort-toolbar';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';

const en = (key: string) => textOf(key, 'en_US');

describe('priceQuantityOf', () => {
  it('reads a whole number of pieces, none for empty or zero, at most the largest quantity', () => {
    expect(priceQuantityOf('2500')).toBe(2500);
    expect(priceQuantityOf(' 1,000 ')).toBe(1000);
    expect(priceQuantityOf('')).toBeUndefined();
    expect(priceQuantityOf('0')).toBeUndefined();
    expect(priceQuantityOf('abc')).toBeUndefined();
    expect(priceQuantityOf('999999999999')).toBe(99_999_999);
  });
});

describe('the sort bar pieces', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  it('offers the sorts as one radio group named by its label, the chosen one checked', () => {
    const onChange = vi.fn();
    renderRoute(
      [
        {
          path: '/',
          element: (
            <SortPicker
              labelId="sort-label"
              labelClassName="muted"
              value="stock"
              options={[
                { value: 'stock', label: 'Stock' },
                { value: 'price', label: 'Unit price' },
              ]}
              onChange={onChange}
            />
          ),
        },
      ],
      '/',
    );
    const group = screen.getByRole('radiogroup', { name: en('catalog.sort.label') });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Stock' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Unit price' }));
    expect(onChange).toHaveBeenCalledWith('price');
  });

  it('applies a typed quantity on Enter once, keeps digits only, and shows the quantity in force for nonsense', () => {
    const onApply = vi.fn();
    renderRoute(
      [
        {
          path: '/',
          element: (
            <PriceQuantityBox
              quantity={100}
              onApply={onApply}
              className="q"
              labelClassName="l"
              boxClassName="b"
            />
          ),
        },
      ],
      '/',
    );
    const box = screen.getByLabelText<HTMLInputElement>(en('catalog.quantity.label'));
    expect(box.value).toBe('100');
    fireEvent.change(box, { target: { value: '2,5x00' } });
    expect(box.value).toBe('2500');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(2500);
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(onApply).toHaveBeenLastCalledWith(undefined);
  });
});
