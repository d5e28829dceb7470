import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { HelpArticleSection } from '../components/help-article';
import { HelpContents } from '../components/help-contents';
import '../components/support.css';
import { FAQ_ARTICLE, HELP_ARTICLES } from '../help-articles';

/** /content/support: how CheckIn works, article by article, the FAQ, and the way to a person when that is not enough. */
export default function SupportContentPage() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Help and support</Title>
        <Text c="gray.7">
          How CheckIn works, from your first CheckIn to your class&apos;s results, and answers to the questions teachers
          ask most.
        </Text>
      </Stack>
      <HelpContents articles={HELP_ARTICLES} faq={FAQ_ARTICLE} />
      {[...HELP_ARTICLES, FAQ_ARTICLE].map((article) => (
        <HelpArticleSection key={article.id} article={article} />
      ))}
      <Paper withBorder p="md" component="section" aria-labelledby="still-stuck-title">
        <Title order={2} size="h4" id="still-stuck-title" mb={4}>
          Still stuck?
        </Title>
        <Text>
          Our support team answers by email.{' '}
          <Anchor component={Link} to={paths.contactSupport.to()} fw={600} underline="always">
            Contact support
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}
