import { type Block, headingId, parseMarkdown, titleOf } from '../../ui/markdown';

/**
 * The help page's articles: each Markdown file under content/ is one, its first heading its title and its "##"
 * headings its sections, each reachable at /content/support#{headingId}. The page shows them in ORDER, then the FAQ.
 */
const FILES = import.meta.glob<string>('./content/*.md', { query: '?raw', import: 'default', eager: true });

const ORDER = ['getting-started', 'credits-and-plans', 'students-privacy'] as const;
const FAQ = 'faq';

/** A part of the page a link can point at: its heading's text and anchor. */
export type HelpSection = { id: string; title: string };
export type HelpArticle = HelpSection & { blocks: Block[]; sections: HelpSection[] };

function articleOf(name: string): HelpArticle {
  const source = FILES[`./content/${name}.md`];
  if (source === undefined) throw new Error(`No help article at content/${name}.md`);
  const blocks = parseMarkdown(source);
  const title = titleOf(blocks) ?? name;
  const sections = blocks.flatMap((block) =>
    block.kind === 'heading' && block.level === 2 ? [{ id: headingId(block.text), title: block.text }] : [],
  );
  return { id: headingId(title), title, blocks, sections };
}

export const HELP_ARTICLES: readonly HelpArticle[] = ORDER.map(articleOf);

/** Questions as "##" headings, each followed by its answer. */
export const FAQ_ARTICLE: HelpArticle = articleOf(FAQ);
