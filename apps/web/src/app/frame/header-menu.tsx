import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';

/** One entry of a header menu: an item to pick (or only to read, when disabled), or a dividing line. */
export type HeaderMenuItem =
  { key: string; label: ReactNode; disabled?: boolean; lang?: string } | { type: 'divider' };

export interface HeaderMenuProps {
  items: readonly HeaderMenuItem[];
  onPick: (key: string) => void;
  selectedKey?: string;
  buttonClassName: string;
  /** The button's content; the caret is added. */
  children: ReactNode;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The items of an open menu that can be chosen (the tenant line is only information). */
function itemsToChoose(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
}

/**
 * A header drop-down (language, staff name) that a mouse and a keyboard both use: a click, Enter, Space or
 * ArrowDown on the button opens it with the focus in the menu, the arrow keys, Home and End move within it, Enter
 * or Space picks an item, Escape (or Tab) closes it and gives the focus back to the button, a click outside closes
 * it. Drawn by the frame itself in antd's drop-down look: antd's Dropdown would bring its menu, trigger and
 * motion code into the entry of every page for two short lists.
 */
export function HeaderMenu({ items, onPick, selectedKey, buttonClassName, children }: HeaderMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const closeAndReturnFocus = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  // Once open, the first item that can be chosen takes the focus; the arrow keys go on from there.
  useEffect(() => {
    if (isOpen) itemsToChoose(menuRef.current)[0]?.focus();
  }, [isOpen]);

  // While open: Escape closes it wherever the focus is, and a press outside the button and the menu closes it (a
  // focus left in the menu goes back to the button). The button's own click toggles.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      const hadFocus = menuRef.current?.contains(document.activeElement) ?? false;
      setIsOpen(false);
      if (hadFocus) buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [isOpen]);

  const pick = (key: string) => {
    setIsOpen(false);
    // The focus goes back to the button once the key that picked has done its work: moved at once, the Enter's
    // keypress would land on the button and open the menu again.
    setTimeout(() => buttonRef.current?.focus(), 0);
    onPick(key);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    // Enter and Space would also click the button, which toggles: the key decides alone.
    event.preventDefault();
    setIsOpen(true);
  };
  // The arrow keys, Home and End move the focus among the items that can be chosen, round at the ends; Enter and
  // Space pick the focused one; Tab leaves the menu for the button.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const choices = itemsToChoose(menuRef.current);
    const current = choices.findIndex((item) => item === document.activeElement);
    if (event.key === 'Tab') {
      event.preventDefault();
      closeAndReturnFocus();
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const key = choices[current]?.dataset.key;
      if (key !== undefined) pick(key);
      return;
    }
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % choices.length,
      ArrowUp: (current - 1 + choices.length) % choices.length,
      Home: 0,
      End: choices.length - 1,
    };
    const target = next[event.key];
    if (target === undefined || choices.length === 0) return;
    event.preventDefault();
    choices[target]?.focus();
  };

  return (
    <span className="header-menu">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {children} <DownOutlined className="app-header__caret" aria-hidden />
      </button>
      {isOpen && (
        <ul ref={menuRef} id={menuId} role="menu" className="header-menu__popup" onKeyDown={onMenuKeyDown}>
          {items.map((item, index) =>
            'type' in item ? (
              <li key={`divider-${index}`} role="separator" className="header-menu__divider" />
            ) : (
              <li
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                data-key={item.key}
                lang={item.lang}
                aria-disabled={item.disabled ? true : undefined}
                className={
                  item.key === selectedKey
                    ? 'header-menu__item header-menu__item--selected'
                    : 'header-menu__item'
                }
                onClick={
                  item.disabled
                    ? undefined
                    : () => {
                        pick(item.key);
                      }
                }
              >
                {item.label}
              </li>
            ),
          )}
        </ul>
      )}
    </span>
  );
}
