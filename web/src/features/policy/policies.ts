import { type Block, parseMarkdown, titleOf } from '../../ui/markdown';

/**
 * The policies the site publishes: each Markdown file under content/ is the page /policy/{its path}, e.g.
 * content/students/data.md at /policy/students/data. Any other slug is a 404.
 */
const FILES = import.meta.glob<string>('./content/**/*.md', { query: '?raw', import: 'default', eager: true });

export type Policy = { slug: string; title: string; blocks: Block[] };

export const POLICIES: ReadonlyMap<string, Policy> = new Map(
  Object.entries(FILES).map(([file, source]) => {
    const slug = file.replace(/^\.\/content\//, '').replace(/\.md$/, '');
    const blocks = parseMarkdown(source);
    return [slug, { slug, title: titleOf(blocks) ?? slug, blocks }];
  }),
);

/** The slug as the router gives it (the rest of the path after /policy/), without a trailing slash. */
export function policyOf(slug: string | undefined): Policy | undefined {
  return POLICIES.get((slug ?? '').replace(/\/+$/, ''));
}
