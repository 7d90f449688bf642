import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeRichText } from './RichText';

describe('RichText', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code></p><ul><li>g</li></ul>' +
      '<ol><li>h</li></ol><blockquote>i</blockquote><hr><table><thead><tr><th>j</th></tr></thead>' +
      '<tbody><tr><td>k</td></tr></tbody></table><mark>l</mark>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips scripts, handlers, other tags and attributes, and javascript: links', () => {
    const clean = sanitizeRichText(
      '<script>alert(1)</script><p onclick="steal()" style="color:red" class="x">Hi ' +
        '<a href="javascript:alert(1)">bad</a> <a href="/my-health" style="color:red">good</a></p>' +
        '<img src="x" onerror="alert(1)"><form action="https://evil.example"><button>Go</button></form><div>kept text</div>',
    );
    expect(clean).toBe('<p>Hi <a>bad</a> <a href="/my-health">good</a></p>Gokept text');
  });

  it('keeps only colours in a highlight style, and makes new-tab links safe', () => {
    expect(
      sanitizeRichText(
        '<mark style="background-color: var(--color-yellow); background-image: url(https://x.example/t.png)">m</mark>',
      ),
    ).toBe('<mark style="background-color: var(--color-yellow)">m</mark>');
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.org" target="main">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });

  it('renders the sanitized markup, and plain text as paragraphs', () => {
    const { container } = render(
      <MemoryRouter>
        <RichText html={'<p>Walk <strong>daily</strong>.</p><script>window.hacked = true</script>'} />
        <RichText html={'First paragraph.\n\nSecond one.'} />
      </MemoryRouter>,
    );
    expect(screen.getByText('daily').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second one.').tagName).toBe('P');
  });
});
