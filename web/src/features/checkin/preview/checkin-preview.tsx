import { Alert, Anchor, Modal } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import type { PreviewProps } from '../../../lib/feature-slots';
import { paths } from '../../../lib/paths';
import { CheckinConversation } from '../components/checkin-conversation';
import { CheckinLoading, CheckinProblem } from '../components/checkin-status';
import { CheckinWelcome } from '../components/checkin-welcome';
import { usePreviewCheckin } from './use-preview-checkin';

function openProblem(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return 'This CheckIn was not found. It may have been deleted.';
  return error.message;
}

/**
 * Preview mode: the teacher takes their own CheckIn, in a full-screen dialog, exactly as a student would (the
 * real examiner, ratings and result), before sharing it. Previews never count in sessions or reports.
 */
export function CheckinPreview({ templateId, onClose }: PreviewProps) {
  const preview = usePreviewCheckin(templateId);
  const navigate = useNavigate();
  const { template, view, instanceId } = preview;
  const recordPath = instanceId ? paths.assessmentInstance.to(instanceId) : null;
  const finished = view?.stage === 'finished' || view?.stage === 'canceled';

  let body;
  if (template.isError && !view) {
    body = <CheckinProblem title="This preview could not open" message={openProblem(template.error)} />;
  } else if (preview.startError) {
    body = (
      <CheckinProblem title="The preview could not start" message={preview.startError}>
        <button type="button" className="checkin-button checkin-button--primary" onClick={preview.start}>
          Try again
        </button>
      </CheckinProblem>
    );
  } else if (view) {
    body = (
      <CheckinConversation
        view={view}
        draft={preview.draft}
        onDraftChange={preview.setDraft}
        onSend={preview.send}
        sendError={preview.sendError}
        onRetry={preview.retryAi}
        retrying={preview.retrying}
        retryError={preview.retryError}
        connectionNotice={preview.connectionNotice}
        onFinish={() => (recordPath ? navigate(recordPath) : onClose())}
      />
    );
  } else if (instanceId && preview.instance.isError) {
    body = <CheckinProblem title="This preview could not open" message={preview.instance.error.message} />;
  } else if (!template.data || (instanceId && !preview.starting)) {
    body = <CheckinLoading label="Loading the preview…" />;
  } else {
    body = (
      <CheckinWelcome
        title={template.data.name}
        topic={template.data.topic}
        grade={template.data.grade}
        numberOfQuestions={template.data.numberOfQuestions}
        name={preview.studentName}
        onNameChange={preview.setStudentName}
        onStart={preview.start}
        starting={preview.starting}
      />
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={`Preview${template.data ? `: ${template.data.name}` : ''}`}
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
    >
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <Alert color="brand" variant="light" mb="md" title="You are taking this CheckIn as a student would">
          The examiner, ratings and results are real. Previews are kept apart: they never count in your sessions or
          reports.
          {finished && recordPath ? (
            <>
              {' '}
              <Anchor component={Link} to={recordPath} fw={600}>
                See this preview as you see a student’s results
              </Anchor>
            </>
          ) : null}
        </Alert>
        {body}
      </div>
    </Modal>
  );
}

export default CheckinPreview;
