import type { ReactNode } from 'react';
import { Tooltip } from 'antd';

interface SideBarItemProps {
  icon: ReactNode;
  label: string;
  /** Tooltip text when it says more than the label (the hotline). */
  tip?: string;
  href?: string;
  onClick?: () => void;
}

/** One square of the side bar: an icon with its label, as a link or a button. */
export function SideBarItem({ icon, label, tip, href, onClick }: SideBarItemProps) {
  const content = (
    <>
      <span className="side-bar__icon">{icon}</span>
      <span className="side-bar__label">{label}</span>
    </>
  );
  return (
    <li>
      <Tooltip title={tip ?? label} placement="left">
        {href ? (
          <a className="side-bar__item" href={href}>
            {content}
          </a>
        ) : (
          <button type="button" className="side-bar__item" onClick={onClick}>
            {content}
          </button>
        )}
      </Tooltip>
    </li>
  );
}
