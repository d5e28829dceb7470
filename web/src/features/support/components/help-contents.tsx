import { Anchor, List, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { inline } from '../../../ui/markdown';
import type { HelpArticle } from '../help-articles';

const anchorTo = (id: string) => `#${id}`;

/** The help page's table of contents: each article with its sections, then the FAQ by its title alone. */
export function HelpContents({ articles, faq }: { articles: readonly HelpArticle[]; faq: HelpArticle }) {
  return (
    <nav aria-labelledby="help-contents-title" className="help-contents">
      <Title order={2} size="h4" id="help-contents-title" mb="xs">
        Contents
      </Title>
      <List spacing={6}>
        {articles.map((article) => (
          <List.Item key={article.id}>
            <Anchor component={Link} to={anchorTo(article.id)} fw={600}>
              {inline(article.title)}
            </Anchor>
            {article.sections.length > 0 ? (
              <List withPadding spacing={2} mt={4} size="sm">
                {article.sections.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor component={Link} to={anchorTo(section.id)} size="sm">
                      {inline(section.title)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </List.Item>
        ))}
        <List.Item>
          <Anchor component={Link} to={anchorTo(faq.id)} fw={600}>
            {inline(faq.title)}
          </Anchor>
        </List.Item>
      </List>
    </nav>
  );
}
