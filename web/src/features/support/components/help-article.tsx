import { Typography } from '@mantine/core';
import { Markdown } from '../../../ui/markdown';
import type { HelpArticle } from '../help-articles';

/** One article under the page's h1: its title an h2, its sections h3, each heading an anchor of the contents. */
export function HelpArticleSection({ article }: { article: HelpArticle }) {
  return (
    <section aria-labelledby={article.id} className="help-article">
      <Typography>
        <Markdown blocks={article.blocks} headingOffset={1} anchors />
      </Typography>
    </section>
  );
}
