import type { BrandPage } from '@emall/contract';

/** A strip of short figures ("42,000 m² of factory floor") from a page's content. */
export function BrandFacts({ facts }: { facts: BrandPage['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <ul className="brand-facts">
      {facts.map((fact) => (
        <li key={fact.value + fact.label} className="brand-facts__item">
          <strong className="brand-facts__value">{fact.value}</strong>
          <span className="brand-facts__label">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
