import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The small Markdown of our own pages (policies, help): headings, paragraphs, lists, **strong**, *emphasis*, `code`
 * and [links](/path). It builds React elements and never HTML, so nothing in a file can become markup or script;
 * a link goes only to a page of ours, a part of this page (#part), http(s) or mailto.
 */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+\.\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
    } else if (item) {
      const ordered = NUMBERED.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
    } else if (list && raw.startsWith('  ')) {
      // An item's continuation line.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The page's title: its first heading. */
export function titleOf(blocks: Block[]): string | null {
  const heading = blocks.find((b) => b.kind === 'heading');
  return heading?.kind === 'heading' ? heading.text : null;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((.+?)\)/g;

/** A line's inline marks as React nodes; anything else stays text. */
export function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, strong, em, code, label, href] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = match.index;
    if (strong !== undefined) nodes.push(<strong key={key}>{inline(strong)}</strong>);
    else if (em !== undefined) nodes.push(<em key={key}>{inline(em)}</em>);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else nodes.push(<MarkdownLink key={key} href={href!} label={label!} />);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * The anchor of a heading, for links to a part of a page ("Answer keys and “Not rated”" -> answer-keys-and-not-rated):
 * its words in lower case, without marks or accents, joined by hyphens.
 */
export function headingId(text: string): string {
  return text
    .replace(/\[(.+?)\]\(.+?\)/g, '$1')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const FRAGMENT = /^#[a-z0-9-]+$/i;

function MarkdownLink({ href, label }: { href: string; label: string }) {
  const ours = (href.startsWith('/') && !href.startsWith('//')) || FRAGMENT.test(href);
  if (ours) return <Link to={href}>{inline(label)}</Link>;
  if (/^(https?:|mailto:)/i.test(href)) return <a href={href}>{inline(label)}</a>;
  return <>{inline(label)}</>;
}

type RenderOptions = {
  /** Lowers every heading (1 for text under a page's own h1). */
  headingOffset?: number;
  /** Gives every heading its `headingId`, for links to it; the page keeps them unique. */
  anchors?: boolean;
};

/** Blocks as elements. */
export function Markdown({ blocks, headingOffset = 0, anchors = false }: { blocks: Block[] } & RenderOptions) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block, { headingOffset, anchors })}</Fragment>
      ))}
    </>
  );
}

function renderBlock(block: Block, { headingOffset = 0, anchors }: RenderOptions): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h1';
      return <Tag id={anchors ? headingId(block.text) : undefined}>{inline(block.text)}</Tag>;
    }
    case 'paragraph':
      return <p>{inline(block.text)}</p>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag>
          {block.items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </Tag>
      );
    }
    default: {
      const never: never = block;
      return never;
    }
  }
}
