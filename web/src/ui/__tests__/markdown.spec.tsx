import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Markdown, headingId, parseMarkdown, titleOf } from '../markdown';

function show(source: string, options: { headingOffset?: number; anchors?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <Markdown blocks={parseMarkdown(source)} {...options} />
    </MemoryRouter>,
  ).container;
}

describe('parsing our Markdown', () => {
  it('reads headings, paragraphs of joined lines, and lists of both kinds with continuation lines', () => {
    const blocks = parseMarkdown(
      [
        '# Title',
        'First line',
        'second line.',
        '',
        '## Part',
        '- one',
        '* two, which goes on',
        '  on the next line',
        '1. first',
        '2. second',
        'After the list.',
        '### Detail',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line second line.' },
      { kind: 'heading', level: 2, text: 'Part' },
      { kind: 'list', ordered: false, items: ['one', 'two, which goes on on the next line'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'heading', level: 3, text: 'Detail' },
    ]);
    expect(titleOf(blocks)).toBe('Title');
    expect(titleOf(parseMarkdown('Just text.'))).toBeNull();
  });

  it('makes anchors of headings: lower case, no marks or accents, words joined by hyphens', () => {
    expect(headingId('Answer keys and "Not rated"')).toBe('answer-keys-and-not-rated');
    expect(headingId("Students' privacy")).toBe('students-privacy');
    expect(headingId('Élèves’ **données**, [ici](/x)')).toBe('eleves-donnees-ici');
  });
});

describe('showing our Markdown', () => {
  it('renders headings (lowered by the offset), paragraphs and lists as elements', () => {
    const page = show('# Title\n\nSome text.\n\n## Part\n\n- a\n- b\n\n1. x\n2. y', { headingOffset: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).not.toHaveAttribute('id');
    expect(page.querySelector('p')).toHaveTextContent('Some text.');
    expect([...page.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    expect([...page.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['x', 'y']);
  });

  it('gives headings their anchors when asked', () => {
    show('# Credits and plans\n\n## When they run out', { anchors: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'credits-and-plans');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'when-they-run-out');
  });

  it('renders strong, emphasis, code and links, nested marks included', () => {
    const page = show(
      'A **bold [page](/policy/privacy)**, *soft*, `code`, [part](#faq), [site](https://example.org) and [mail](mailto:team@example.org).',
    );
    expect(page.querySelector('strong')).toHaveTextContent('bold page');
    expect(page.querySelector('em')).toHaveTextContent('soft');
    expect(page.querySelector('code')).toHaveTextContent('code');
    expect(screen.getByRole('link', { name: 'page' })).toHaveAttribute('href', '/policy/privacy');
    expect(screen.getByRole('link', { name: 'part' })).toHaveAttribute('href', '/#faq');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.org');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:team@example.org');
  });

  it('makes no link of an unsafe or foreign address: only its words remain', () => {
    const page = show(
      '[run](JavaScript:alert%281%29) [data](data:text/html,hi) [other](//evil.example) [part](#a"b) end',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(page.querySelector('p')).toHaveTextContent(/^run data other part end$/);
  });

  it('shows raw HTML in the source as text, never as markup', () => {
    const page = show('<script>alert(1)</script> and <img src=x onerror="alert(2)">\n\n- <b>bold?</b>');
    expect(page.querySelector('script, img, b')).toBeNull();
    expect(page.querySelector('p')).toHaveTextContent('<script>alert(1)</script> and <img src=x onerror="alert(2)">');
    expect(page.querySelector('li')).toHaveTextContent('<b>bold?</b>');
  });
});
