import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LANGS } from '@emall/contract';
import type { Lang, PastedEnquiryLine } from '@emall/contract';
import { switchLang, textOf } from './catalogue';
import { WithoutStyles } from './render-route';
import { PasteDialog } from '../features/enquiry/paste-dialog';

function renderDialog(room = 200) {
  const onAdd = vi.fn<(lines: PastedEnquiryLine[]) => void>();
  const onClose = vi.fn();
  render(<PasteDialog isOpen room={room} onAdd={onAdd} onClose={onClose} />, { wrapper: WithoutStyles });
  return { onAdd, onClose, dialog: within(screen.getByRole('dialog')) };
}

function addButton(lang: Lang) {
  return screen.getByRole('button', { name: textOf('enquiry.paste.ok', lang) });
}

function paste(lang: Lang, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: textOf('enquiry.paste.title', lang) }), {
    target: { value: text },
  });
}

describe.each(LANGS)('the enquiry paste dialog in %s', (lang: Lang) => {
  beforeEach(async () => {
    await switchLang(lang);
  });

  it('adds the lines it can read, names the ones it cannot, and empties itself for the next paste', () => {
    const { onAdd, dialog } = renderDialog();
    expect(dialog.getByText(textOf('enquiry.paste.hint', lang))).toBeTruthy();
    expect(addButton(lang).hasAttribute('disabled')).toBe(true);

    // An Excel copy (tabs), a mail line (commas), a line without quantity, a quantity that is not a whole number.
    paste(lang, 'STM32F103C8T6\t100\tST\t9.5\nLM358DR, 500, TI\nNE555DR\nGRM188R71H104KA93D\t1.5');

    const warning = textOf('enquiry.paste.quantityMissing', lang).replace('{n}', '3');
    const invalid = textOf('enquiry.paste.quantityInvalid', lang).replace('{n}', '4');
    expect(dialog.getByText(`${warning}；${invalid}`)).toBeTruthy();
    expect(addButton(lang).hasAttribute('disabled')).toBe(false);

    fireEvent.click(addButton(lang));
    expect(onAdd).toHaveBeenCalledWith([
      { mfrPartNumber: 'STM32F103C8T6', quantity: 100, brand: 'ST', targetPrice: '9.5' },
      { mfrPartNumber: 'LM358DR', quantity: 500, brand: 'TI', targetPrice: '' },
    ]);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
  });

  it('takes no more lines than the table has room for and says which line went beyond', () => {
    const { onAdd, dialog } = renderDialog(1);
    paste(lang, 'TPS54331DR 10\nAMS1117-3.3 20');
    expect(dialog.getByText(textOf('enquiry.paste.tooManyLines', lang).replace('{n}', '2'))).toBeTruthy();

    fireEvent.click(addButton(lang));
    expect(onAdd).toHaveBeenCalledWith([
      { mfrPartNumber: 'TPS54331DR', quantity: 10, brand: '', targetPrice: '' },
    ]);
  });

  it('adds nothing while every pasted line is unreadable, and closes on cancel', () => {
    const { onAdd, onClose } = renderDialog();
    paste(lang, 'NE555DR\n\nLM358DR zero');
    expect(addButton(lang).hasAttribute('disabled')).toBe(true);
    fireEvent.click(addButton(lang));
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /cancel|取\s?消/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
