import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';

export interface HeaderMenuProps {
  items: NonNullable<MenuProps['items']>;
  onPick: (key: string) => void;
  selectedKey?: string;
  buttonClassName: string;
  /** The button's content; the caret is added. */
  children: ReactNode;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header drop-down (language, staff name) that a mouse and a keyboard both use: a click, Enter, Space or
 * ArrowDown on the button opens it with the focus in the menu, the arrow keys move within it, Enter picks an item,
 * Escape closes it and gives the focus back to the button.
 */
export function HeaderMenu({ items, onPick, selectedKey, buttonClassName, children }: HeaderMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  // Once open, the first item that can be chosen takes the focus; the arrow keys go on from there.
  // The popup is drawn a moment after the state changes, so this waits for it, a few frames at most.
  useEffect(() => {
    if (!isOpen) return;
    let frame = 0;
    let tries = 0;
    const focusFirstItem = () => {
      const item = popupRef.current?.querySelector<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      );
      item?.focus();
      // Opened again, the menu is still hidden while it animates and refuses the focus: try until it takes it (two
      // seconds at most).
      if (document.activeElement !== item && ++tries < 120) frame = requestAnimationFrame(focusFirstItem);
    };
    frame = requestAnimationFrame(focusFirstItem);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    // Enter and Space would also click the button, which toggles: the key decides alone.
    event.preventDefault();
    setIsOpen(true);
  };
  // The arrow keys, Home and End move the focus among the items that can be chosen, round at the ends; Space
  // picks like Enter does. The menu's own handling would start again from the first item, so it never sees these.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ??
        []),
    ];
    const current = items.findIndex((item) => item === document.activeElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === ' ' && current >= 0) {
      event.preventDefault();
      items[current]?.click();
      return;
    }
    const target = next[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    items[target]?.focus();
  };
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    // Escape (or a click outside) closes: a focus left in the closed menu goes back to the button.
    if (!open && popupRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setIsOpen(false);
    // The focus goes back to the button once the key that picked has done its work: moved at once, the Enter's
    // keypress would land on the button and open the menu again.
    setTimeout(() => buttonRef.current?.focus(), 0);
    onPick(key);
  };

  return (
    <Dropdown
      menu={{
        items,
        onClick,
        ...(selectedKey === undefined ? {} : { selectable: true, selectedKeys: [selectedKey] }),
      }}
      trigger={['click']}
      open={isOpen}
      onOpenChange={onOpenChange}
      popupRender={(menu) => (
        <div ref={popupRef} onKeyDownCapture={onMenuKeyDown}>
          {menu}
        </div>
      )}
      placement="bottomRight"
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onKeyDown={onKeyDown}
      >
        {children} <DownOutlined className="app-header__caret" aria-hidden />
      </button>
    </Dropdown>
  );
}
