import { highlightSegments } from '@emall/contract';
import './catalog-pieces.css';

/** A text with every occurrence of the keywords marked (split by PAR_PSM_0015). */
export function HighlightedText({ text, keywords }: { text: string; keywords: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, keywords).map((segment, index) =>
        segment.isMatch ? (
          // Segments never change order for a given text, so the index is a stable key.
          <mark key={index} className="highlight">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
