import { Typography } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { linkify } from './linkify';

/** Opened apart from the app, and telling the linked site nothing of it; members' links earn no ranking. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

/** Line breaks kept as typed; a long address wraps anywhere rather than widen a phone's screen. */
const TEXT_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };
/** Underlined: in running text a link must not be told apart by its colour alone (WCAG 1.4.1). */
const LINK_STYLE: CSSProperties = { textDecoration: 'underline' };

/**
 * A member's message as plain text, with its http(s) addresses as links opening in a new tab. The text is
 * never read as HTML; anything that is not a well-formed http(s) address stays text.
 */
export function LinkifiedText({ text, style }: { text: string; style?: CSSProperties }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <span style={{ ...TEXT_STYLE, ...style }}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Typography.Link key={index} href={part.href} target="_blank" rel={EXTERNAL_LINK_REL} style={LINK_STYLE}>
            {part.text}
          </Typography.Link>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
