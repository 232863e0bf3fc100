import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

interface SideBarItemProps {
  icon: ReactNode;
  label: string;
  /** Tooltip text when it says more than the label (the hotline). */
  tip?: string;
  href?: string;
  onClick?: () => void;
}

/** antd's tooltip timing: shown a tenth of a second after the pointer arrives, hidden as long after it left. */
const TIP_DELAY_MS = 100;

/**
 * One square of the side bar: an icon with its label, as a link or a button; the pointer on it shows its label
 * (or the tip) to the left in antd's tooltip look. Drawn by the frame itself: antd's Tooltip would bring its
 * trigger and motion code into the entry of every page.
 */
export function SideBarItem({ icon, label, tip, href, onClick }: SideBarItemProps) {
  const tipId = useId();
  const [isTipShown, setIsTipShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showTipSoon = (shown: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setIsTipShown(shown);
    }, TIP_DELAY_MS);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const content = (
    <>
      <span className="side-bar__icon">{icon}</span>
      <span className="side-bar__label">{label}</span>
    </>
  );
  const describedBy = isTipShown ? tipId : undefined;
  return (
    <li
      className="side-bar__entry"
      onMouseEnter={() => {
        showTipSoon(true);
      }}
      onMouseLeave={() => {
        showTipSoon(false);
      }}
    >
      {href ? (
        <a className="side-bar__item" href={href} aria-describedby={describedBy}>
          {content}
        </a>
      ) : (
        <button type="button" className="side-bar__item" onClick={onClick} aria-describedby={describedBy}>
          {content}
        </button>
      )}
      {isTipShown && (
        <span id={tipId} role="tooltip" className="side-bar__tip">
          {tip ?? label}
        </span>
      )}
    </li>
  );
}
