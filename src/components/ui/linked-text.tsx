import type { SyntheticEvent } from 'react';
import { linkify } from '@/lib/linkify';

/**
 * Text with its http(s) addresses as links (a new tab, no referrer); everything else stays text
 * (never HTML). `onLinkEvent` sees a link's clicks and keys first (a grid cell stops them so they
 * never open its editor).
 */
export function LinkedText({
  text,
  onLinkEvent,
}: {
  text: string;
  onLinkEvent?: (event: SyntheticEvent) => void;
}) {
  return linkify(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <a
        key={index}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 hover:text-brand-900 underline"
        onClick={onLinkEvent}
        onKeyDown={onLinkEvent}
      >
        {segment.text}
      </a>
    ) : (
      segment.text
    ),
  );
}
