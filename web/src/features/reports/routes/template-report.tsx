import type { TemplateReport } from '@checkin/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { dashboardLink } from '../../../lib/dashboard-links';
import { paths } from '../../../lib/paths';
import { useTemplateReport } from '../api/get-template-report';
import { reportKeys } from '../api/keys';
import { ClassSummary } from '../components/class-summary';
import { LowestAnswers } from '../components/lowest-answers';
import { QuestionDistribution } from '../components/question-distribution';
import { ReportProblem, ReportSkeleton, liveText } from '../components/report-problem';
import '../components/reports.css';
import { useReview } from '../components/review-context';
import { ReviewProvider } from '../components/review-provider';
import { SessionLines } from '../components/session-lines';
import { StudentGrid } from '../components/student-grid';
import { useLiveReport } from '../hooks/use-live-report';
import { plural } from '../model/plural';

/** /assessment_report/{template_id}: a CheckIn across all its sessions, live. */
export default function TemplateReportPage() {
  const { templateId = '' } = useParams();
  const report = useTemplateReport(templateId);
  const live = useLiveReport(`template:${templateId}`, reportKeys.template(templateId));
  if (report.isError && !report.data) {
    return <ReportProblem error={report.error} what="CheckIn" onRetry={() => void report.refetch()} />;
  }
  if (!report.data) return <ReportSkeleton label="Loading the CheckIn report" />;
  return (
    <ReviewProvider>
      <TemplateReportView report={report.data} live={live} />
    </ReviewProvider>
  );
}

function TemplateReportView({ report, live }: { report: TemplateReport; live: string }) {
  const review = useReview();
  const sessionNames = useMemo(() => new Map(report.sessions.map((s) => [s.sessionId, s.name])), [report.sessions]);
  const { template } = report;
  return (
    <Stack gap="xl" className="report-page">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          CheckIn report · Grade {template.grade} · {template.topic}
        </Text>
        <Title order={1}>{template.name}</Title>
        <Text size="sm" c="gray.7" className="report-no-print" role="status" data-testid="live-state">
          {liveText(live)}
        </Text>
      </Stack>
      <Group gap="sm" className="report-no-print">
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="subtle" component={Link} to={paths.overallReport.to()}>
          All your CheckIns
        </Button>
      </Group>
      {report.rows.length === 0 ? (
        <Paper withBorder p="lg" data-testid="empty-template">
          <Title order={2} size="h3" mb="xs">
            No students yet
          </Title>
          <Text mb="sm">
            {report.sessions.length === 0
              ? 'Create a session and share its link: results appear here, live, as students answer.'
              : 'Share a session’s link with your class: results appear here, live, as students answer.'}
          </Text>
          <Button component={Link} to={dashboardLink('template', template.id)}>
            Sessions and sharing
          </Button>
        </Paper>
      ) : (
        <>
          <ClassSummary summary={report.summary} scale={report.ratingScale} />
          <SessionLines sessions={report.sessions} scale={report.ratingScale} />
          <QuestionDistribution questions={report.questions} scale={report.ratingScale} />
          <LowestAnswers questions={report.questions} scale={report.ratingScale} sessionNames={sessionNames} />
          <section aria-labelledby="students-title">
            <Title order={2} size="h3" id="students-title" mb="sm">
              Students of every session
            </Title>
            <StudentGrid
              rows={report.rows}
              scale={report.ratingScale}
              numberOfQuestions={report.numberOfQuestions}
              onOpen={review.openStudent}
              caption={`${plural(report.rows.length, 'student')}, rating per question (✎ your rating, ⚑ flagged)`}
            />
          </section>
        </>
      )}
    </Stack>
  );
}
