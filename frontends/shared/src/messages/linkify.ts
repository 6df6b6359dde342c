/** A run of a message's text: plain, or a web address made into a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A candidate address: http(s) up to the next space or a character that never ends one in prose. */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** Punctuation that closes a sentence rather than an address ("see https://example.com."). */
const TRAILING = /[.,;:!?'"*_~]$/;

/** The contract's limit for a link: longer runs stay text. */
const MAX_URL_LENGTH = 2048;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Drops what follows an address in prose: trailing punctuation, and a closing bracket that has no opening
 * one inside the address (a wiki-style "…/Foo_(bar)" keeps its own).
 */
function trimmed(candidate: string): string {
  let address = candidate;
  for (;;) {
    if (TRAILING.test(address)) address = address.slice(0, -1);
    else if (address.endsWith(')') && count(address, ')') > count(address, '(')) address = address.slice(0, -1);
    else if (address.endsWith(']') && count(address, ']') > count(address, '[')) address = address.slice(0, -1);
    else return address;
  }
}

/** The address as a link's href, or null when it is not a well-formed http(s) URL. */
export function safeHref(address: string): string | null {
  if (address.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and http(s) links. Nothing else becomes markup: the text is shown by React,
 * escaped, so a message can never carry HTML or a script link (only the http and https schemes match).
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  const pushText = (end: number) => {
    if (end > rest) parts.push({ kind: 'text', text: text.slice(rest, end) });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimmed(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    pushText(match.index);
    parts.push({ kind: 'link', text: address, href });
    rest = match.index + address.length;
  }
  pushText(text.length);
  return parts;
}
