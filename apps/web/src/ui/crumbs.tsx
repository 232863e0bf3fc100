import type { ReactNode } from 'react';
import './crumbs.css';

export interface Crumb {
  key: string | number;
  /** A link to the level's page, or the current level's name as text (the last crumb). */
  title: ReactNode;
}

/**
 * The path from the top down, as a list separated by slashes: the category and product pages' breadcrumb. Our
 * own rather than antd's Breadcrumb, which brings its drop-down menus (about 20 kB of gzip) that no path here
 * has. The last crumb is the page the buyer is on (aria-current).
 */
export function Crumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <ol className={className ? `crumbs ${className}` : 'crumbs'}>
      {items.map((item, index) => (
        <li
          key={item.key}
          className="crumbs__item"
          aria-current={index === items.length - 1 ? 'page' : undefined}
        >
          {item.title}
        </li>
      ))}
    </ol>
  );
}
