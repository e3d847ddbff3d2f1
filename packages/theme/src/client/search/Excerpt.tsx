import { excerptParts } from './excerptParts.js';

/** An excerpt with the matched words in `<mark>`, rendered as text. */
export function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <span className="sg-search-option__excerpt">
      {excerptParts(excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
