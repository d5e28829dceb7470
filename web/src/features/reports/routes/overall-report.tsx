import type { OverallReport } from '@checkin/contracts';
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useOverallReport } from '../api/get-overall-report';
import { useViewer } from '../api/get-viewer';
import type { ReportScope } from '../api/keys';
import { ColumnChart } from '../components/charts';
import { ReportProblem, ReportSkeleton } from '../components/report-problem';
import '../components/reports.css';
import { ScoredTable } from '../components/scored-table';
import { plural } from '../model/plural';
import { ofScale } from '../model/rating-level';
import { Figure } from '../components/figure';

const weekLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const week = (iso: string) => weekLabel.format(new Date(iso));

/** /assessment_report/overall_report: every CheckIn of the teacher (or, for an admin, of the organisation). */
export default function OverallReportPage() {
  const [params, setParams] = useSearchParams();
  const viewer = useViewer();
  const isOrgAdmin = viewer.data?.isOrgAdmin ?? false;
  const scope: ReportScope = params.get('scope') === 'organization' ? 'organization' : 'mine';
  const report = useOverallReport(scope);

  return (
    <Stack gap="xl" className="report-page">
      <Stack gap={4}>
        <Title order={1}>Reports</Title>
        <Text c="gray.7">
          {scope === 'organization'
            ? `Every CheckIn of ${viewer.data?.organizationName ?? 'your organisation'}.`
            : 'Every CheckIn of yours, across all its sessions.'}
        </Text>
      </Stack>
      {isOrgAdmin || scope === 'organization' ? (
        <SegmentedControl
          className="report-no-print"
          aria-label="Whose CheckIns"
          value={scope}
          onChange={(value) => setParams(value === 'organization' ? { scope: value } : {}, { replace: true })}
          data={[
            { value: 'mine', label: 'My CheckIns' },
            { value: 'organization', label: 'My organisation' },
          ]}
          maw={360}
        />
      ) : null}
      {report.isError && !report.data ? (
        <ReportProblem error={report.error} what="Report" onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <ReportSkeleton label="Loading the report" />
      ) : (
        <OverallView report={report.data} />
      )}
    </Stack>
  );
}

function OverallView({ report }: { report: OverallReport }) {
  const { totals } = report;
  if (totals.attempts === 0) {
    return (
      <Paper withBorder p="lg" data-testid="empty-overall">
        <Title order={2} size="h3" mb="xs">
          No results yet
        </Title>
        <Text mb="sm">Once students take your CheckIns, their results over time, by topic and by grade show here.</Text>
        <Button component={Link} to={paths.dashboard.to()}>
          Go to your CheckIns
        </Button>
      </Paper>
    );
  }
  const templates = new Map(report.templates.map((t) => [t.templateId, t]));
  const scale = report.ratingScale;
  return (
    <>
      <Text size="sm" c="gray.7" data-testid="overall-scale">
        Average overall ratings on the scale “{scale.name}”:{' '}
        {scale.levels.map((l) => `${l.value} ${l.label}`).join(', ')}.
        {report.otherScale > 0
          ? ` ${plural(report.otherScale, 'check-in was', 'check-ins were')} rated on another scale: each is placed on this one by its position (lowest level to lowest, highest to highest).`
          : ''}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="overall-totals">
        <Figure label="CheckIns" value={totals.templates} />
        <Figure label="Sessions run" value={totals.checkInsRun} />
        <Figure label="Students" value={totals.students} />
        <Figure label="Attempts" value={totals.attempts} />
        <Figure label="Finished" value={totals.finished} />
        <Figure label="Average overall rating" value={ofScale(scale, totals.averageRating)} />
      </SimpleGrid>
      <section aria-labelledby="weeks-title" className="report-section">
        <Title order={2} size="h3" id="weeks-title" mb="sm">
          Overall ratings over time
        </Title>
        <ColumnChart
          scale={scale}
          title={`Average overall rating by week: ${report.byWeek
            .map(
              (w) =>
                `week of ${week(w.weekStart)}, ${w.averageRating === null ? 'no rating' : ofScale(scale, w.averageRating)}`,
            )
            .join('; ')}`}
          columns={report.byWeek.map((w) => ({ label: week(w.weekStart), value: w.averageRating }))}
        />
        <ScoredTable
          testId="by-week"
          caption="By week (weeks start on Monday)"
          heading="Week of"
          scale={scale}
          lines={report.byWeek.map((w) => ({ ...w, key: w.weekStart, label: week(w.weekStart) }))}
        />
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <section aria-labelledby="topics-title">
          <Title order={2} size="h3" id="topics-title" mb="sm">
            By topic
          </Title>
          <ScoredTable
            testId="by-topic"
            caption="By topic"
            heading="Topic"
            scale={scale}
            lines={report.byTopic.map((t) => ({ ...t, key: t.topic, label: t.topic }))}
          />
        </section>
        <section aria-labelledby="grades-title">
          <Title order={2} size="h3" id="grades-title" mb="sm">
            By grade
          </Title>
          <ScoredTable
            testId="by-grade"
            caption="By grade"
            heading="Grade"
            scale={scale}
            lines={report.byGrade.map((g) => ({ ...g, key: g.grade, label: `Grade ${g.grade}` }))}
          />
        </section>
      </SimpleGrid>
      <section aria-labelledby="templates-title">
        <Title order={2} size="h3" id="templates-title" mb="sm">
          By CheckIn
        </Title>
        <ScoredTable
          testId="by-template"
          caption="By CheckIn"
          heading="CheckIn"
          extra={{ heading: 'Sessions', cell: (key) => templates.get(key)?.sessions ?? 0 }}
          scale={scale}
          lines={report.templates.map((t) => ({
            ...t,
            key: t.templateId,
            label: <Link to={paths.templateReport.to(t.templateId)}>{t.title}</Link>,
          }))}
        />
      </section>
    </>
  );
}
