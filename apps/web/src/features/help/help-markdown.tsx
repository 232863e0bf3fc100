import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from '../../ui/safe-link';
import { parseBlocks, type Inline } from './help-markdown-blocks';

function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        // Parts never change order for a given article, so the index is a stable key.
        if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'code') return <code key={index}>{part.text}</code>;
        if (part.kind === 'link') return <ArticleLink key={index} href={part.href} text={part.text} />;
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

/** Our own paths stay in the app; web links open in a new tab; any other target ('javascript:' …) is text. */
function ArticleLink({ href, text }: { href: string; text: string }) {
  const safe = safeLink(href);
  if (!safe) return <span>{text}</span>;
  if (safe.startsWith('/')) return <Link to={safe}>{text}</Link>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** An article body rendered as React elements from the Markdown subset: text is never read as HTML. */
export function HelpMarkdown({ source }: { source: string }) {
  const blocks: ReactNode[] = parseBlocks(source).map((block, index) => {
    if (block.kind === 'heading') {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return (
        <Heading key={index}>
          <InlineParts parts={block.content} />
        </Heading>
      );
    }
    if (block.kind === 'list') {
      const List = block.isOrdered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <InlineParts parts={item} />
            </li>
          ))}
        </List>
      );
    }
    return (
      <p key={index}>
        <InlineParts parts={block.content} />
      </p>
    );
  });
  return <div className="help-markdown">{blocks}</div>;
}
