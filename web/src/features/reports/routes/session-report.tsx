import type { SessionReport } from '@checkin/contracts';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { OutOfCreditsBanner } from '../../../ui/out-of-credits-banner';
import { useDownloadSessionCsv } from '../api/download-session-csv';
import { useSessionReport } from '../api/get-session-report';
import { reportKeys } from '../api/keys';
import { ClassSummary } from '../components/class-summary';
import { CloseSessionButton } from '../components/close-session-button';
import { EmptySession } from '../components/empty-session';
import { FlaggedAnswers } from '../components/flagged-answers';
import { QuestionView } from '../components/question-view';
import { ReportProblem, ReportSkeleton, liveText } from '../components/report-problem';
import '../components/reports.css';
import { useReview } from '../components/review-context';
import { ReviewProvider } from '../components/review-provider';
import { SafetyAlerts } from '../components/safety-alerts';
import { StudentGrid } from '../components/student-grid';
import { useLiveReport } from '../hooks/use-live-report';
import { plural } from '../model/plural';
import { useRenderMeasure } from '../model/render-measure';

/** /assessment_report/session_report/{session_id}: a session's students, live, and the teacher's review of them. */
export default function SessionReportPage() {
  const { sessionId = '' } = useParams();
  const report = useSessionReport(sessionId);
  const live = useLiveReport(`session:${sessionId}`, reportKeys.session(sessionId));
  useRenderMeasure('session-report', report.data);

  if (report.isError && !report.data) {
    return <ReportProblem error={report.error} what="Session" onRetry={() => void report.refetch()} />;
  }
  if (!report.data) return <ReportSkeleton label="Loading the session report" />;
  return (
    <ReviewProvider>
      <SessionReportView report={report.data} live={live} />
    </ReviewProvider>
  );
}

function SessionReportView({ report, live }: { report: SessionReport; live: string }) {
  const review = useReview();
  const csv = useDownloadSessionCsv();
  const { session } = report;
  // Every answer of every student is the page's heaviest part: it renders just after the grid, not with it.
  const questions = useDeferredValue(report.questions, null);
  return (
    <Stack gap="xl" className="report-page">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          <Link to={paths.templateReport.to(session.templateId)}>{session.templateName}</Link> · Session report
        </Text>
        <Group gap="sm">
          <Title order={1}>{session.name}</Title>
          {session.archived ? <Badge color="gray">Closed</Badge> : null}
        </Group>
        <Text size="sm" c="gray.7" className="report-no-print" role="status" data-testid="live-state">
          {liveText(live)}
        </Text>
      </Stack>
      <SafetyAlerts rows={report.rows} />
      {session.archived ? null : <OutOfCreditsBanner />}
      <Group gap="sm" className="report-no-print">
        <Button
          onClick={() => csv.mutate({ sessionId: session.id, rows: 'answers' })}
          loading={csv.isPending && csv.variables.rows === 'answers'}
          disabled={report.rows.length === 0}
        >
          Export CSV
        </Button>
        <Button
          variant="default"
          onClick={() => csv.mutate({ sessionId: session.id, rows: 'students' })}
          loading={csv.isPending && csv.variables.rows === 'students'}
          disabled={report.rows.length === 0}
          title="A line per student with the overall rating, for a gradebook"
        >
          Export gradebook CSV
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="subtle" component={Link} to={paths.templateReport.to(session.templateId)}>
          All sessions of this CheckIn
        </Button>
        <CloseSessionButton session={session} />
      </Group>
      {csv.isError ? (
        <Alert color="red" role="alert" className="report-no-print">
          {csv.error.message}
        </Alert>
      ) : null}
      {report.rows.length === 0 ? (
        <EmptySession sessionId={session.id} templateId={session.templateId} closed={session.archived} />
      ) : (
        <>
          <ClassSummary summary={report.summary} scale={report.ratingScale} />
          <section aria-labelledby="students-title">
            <Title order={2} size="h3" id="students-title" mb="sm">
              Students
            </Title>
            <StudentGrid
              rows={report.rows}
              scale={report.ratingScale}
              numberOfQuestions={report.numberOfQuestions}
              onOpen={review.openStudent}
              caption={`${plural(report.rows.length, 'student')}, rating per question (✎ your rating, ⚑ flagged)`}
            />
          </section>
          <FlaggedAnswers rows={report.rows} />
          <div className="report-no-print">
            {questions ? (
              <QuestionView questions={questions} scale={report.ratingScale} markable={report.markable} />
            ) : null}
          </div>
        </>
      )}
    </Stack>
  );
}
