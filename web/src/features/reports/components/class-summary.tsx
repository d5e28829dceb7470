import type { ClassSummary as Summary } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import { plural } from '../model/plural';
import { ofScale } from '../model/rating-level';
import { DistributionBar } from './distribution-bar';
import { Figure } from './figure';

/** How the class is doing: who started and finished, and how the overall ratings spread over the scale. */
export function ClassSummary({ summary, scale }: { summary: Summary; scale: RatingScale }) {
  return (
    <section aria-labelledby="class-summary-title" className="report-section" data-testid="class-summary">
      <Title order={2} size="h3" id="class-summary-title" mb="sm">
        Class summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        <Figure label="Students" value={summary.students} />
        <Figure label="Started" value={summary.started} />
        <Figure label="Finished" value={summary.finished} />
        <Figure label="Average overall rating" value={ofScale(scale, summary.averageRating)} />
      </SimpleGrid>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id="overall-distribution-title">
          Overall ratings
        </Title>
        <Text size="sm" c="gray.7">
          {summary.inProgress} in progress
          {summary.abandoned ? ` · ${summary.abandoned} abandoned` : ''}
          {summary.flaggedAnswers ? ` · ${plural(summary.flaggedAnswers, 'answer')} flagged` : ''}
        </Text>
      </Group>
      <DistributionBar counts={summary.distribution} scale={scale} label="Overall ratings by level" />
    </section>
  );
}
