import { render, screen } from '@testing-library/react';
import { LinkifiedText } from './linkified-text';
import { linkify, safeHref } from './linkify';

describe('Linkified text', () => {
  it('makes http and https addresses links that open apart from the app', () => {
    render(<LinkifiedText text={'Menu: https://example.com/menu?day=1 and http://maps.example.org/x#pin'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/menu?day=1',
      'http://maps.example.org/x#pin',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(links[0]).toHaveTextContent('https://example.com/menu?day=1');
  });

  it('shows markup as text and never runs it', () => {
    const { container } = render(
      <LinkifiedText text={'<img src=x onerror="alert(1)"><b>bold</b> <a href="javascript:alert(1)">x</a>'} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('links no other scheme', () => {
    render(
      <LinkifiedText text="javascript:alert(1) data:text/html,hi ftp://example.com mailto:a@b.c www.example.com" />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps line breaks', () => {
    const { container } = render(<LinkifiedText text={'Line one\nLine two'} />);
    expect(container.firstElementChild).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(container.textContent).toBe('Line one\nLine two');
  });
});

describe('Finding addresses in prose', () => {
  const links = (text: string) => linkify(text).filter((part) => part.kind === 'link');

  it('leaves out the punctuation that ends a sentence or a bracket around the address', () => {
    expect(links('See https://example.com/a.')).toEqual([
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
    ]);
    expect(links('(at https://example.com/b), then')[0]?.text).toBe('https://example.com/b');
    expect(links('"https://example.com/c"!')[0]?.text).toBe('https://example.com/c');
  });

  it("keeps an address's own brackets", () => {
    expect(links('https://en.wikipedia.org/wiki/Sintra_(town).')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Sintra_(town)',
    );
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Bring boots: https://example.com/kit. Bus at 9 (https://example.com/bus)\nhttp://x.example';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(links(text)).toHaveLength(3);
  });

  it('leaves a malformed or over-long address as text', () => {
    expect(links('https://')).toEqual([]);
    expect(links(`https://example.com/${'a'.repeat(2100)}`)).toEqual([]);
    expect(safeHref('https://exa mple.com')).toBeNull();
  });
});
