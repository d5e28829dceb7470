import type { InstanceDocument } from '@checkin/contracts';
import { useEffect, useMemo, useState } from 'react';
import { loadAuth } from '../../../lib/auth-boot';
import { type CheckinCalls, useCheckinRun } from '../hooks/use-checkin-run';
import { createPreviewInstance } from './api/create-preview-instance';
import { getPreviewInstance } from './api/get-preview-instance';
import { usePreviewTemplate } from './api/get-preview-template';
import { retryPreviewAi } from './api/retry-preview-ai';
import { sendPreviewAnswer } from './api/send-preview-answer';
import { startPreview } from './api/start-preview';

/** The teacher's access token, for the live channel's handshake; none: no channel (the document is polled). */
function useAccessToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    let live = true;
    loadAuth()
      .then((auth) => auth.getAccessToken())
      .then((t) => live && setToken(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return token;
}

/** A check-in as the teacher previews it: their own token on every call, and Preview mode made by the API. */
function previewCalls(templateId: string, liveToken: string | undefined): CheckinCalls<InstanceDocument> {
  return {
    ready: true,
    liveToken,
    getInstance: getPreviewInstance,
    createInstance: async (studentName) =>
      (await createPreviewInstance({ assessmentTemplateId: templateId, student_name: studentName }))
        .assessmentInstanceId,
    startInstance: startPreview,
    sendAnswer: sendPreviewAnswer,
    followsChanges: false,
    retryAi: retryPreviewAi,
  };
}

/**
 * The teacher's own run of a CheckIn, in Preview mode: the student's check-in (useCheckinRun) over the teacher's
 * token, with the answer keys beside the answers. Nothing is remembered on the device: closing ends the preview.
 */
export function usePreviewCheckin(templateId: string) {
  const template = usePreviewTemplate(templateId);
  const liveToken = useAccessToken();
  const calls = useMemo(() => previewCalls(templateId, liveToken), [templateId, liveToken]);
  const run = useCheckinRun({ calls, keepDraft: false, withAnswerKeys: true });
  return {
    ...run,
    template,
    start: () => void run.start(),
    connectionNotice: !run.connectionTrouble
      ? null
      : run.connectionTrouble === 'answer-waits'
        ? 'Reconnecting… Your answer will be sent when the connection is back.'
        : 'Reconnecting…',
  };
}
