import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { loadAuth } from '../../../lib/auth-boot';
import { useInstanceLive } from '../../checkin/hooks/use-instance-live';
import { conversationWith, useCheckinView } from '../../checkin/hooks/use-checkin-view';
import { useCreatePreviewInstance } from '../api/create-preview-instance';
import { usePreviewInstance } from '../api/get-preview-instance';
import { useTemplate } from '../api/get-template';
import { useRetryPreviewAi } from '../api/retry-preview-ai';
import { useSendPreviewAnswer } from '../api/send-preview-answer';
import { useStartPreview } from '../api/start-preview';

/** The access token for the live channel, once the conversation exists (the socket's handshake needs it). */
function useSocketToken(enabled: boolean): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    if (!enabled || token) return;
    let live = true;
    loadAuth()
      .then((auth) => auth.getAccessToken())
      .then((t) => live && setToken(t))
      .catch(() => undefined); // No live channel: the document is polled instead.
    return () => {
      live = false;
    };
  }, [enabled, token]);
  return token;
}

/**
 * The teacher's own run of a CheckIn, in Preview mode: the same conversation a student has (the same view-model
 * and live channel), over the teacher's token. Nothing is remembered on the device: closing ends the preview.
 */
export function usePreviewCheckin(templateId: string) {
  const template = useTemplate(templateId);
  const [instanceId, setInstanceId] = useState<string>();
  const [name, setName] = useState('');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const token = useSocketToken(Boolean(instanceId));
  const live = useInstanceLive(instanceId, token);
  const instance = usePreviewInstance(instanceId, live.connection === 'connected' ? 8000 : 2500);
  const create = useCreatePreviewInstance();
  const startCall = useStartPreview();
  const submit = useSendPreviewAnswer();
  const retry = useRetryPreviewAi();
  const doc = instance.data;

  const { view, waitingForNetwork } = useCheckinView({
    doc,
    stream: live.stream,
    submit,
    starting,
    retrying: retry.isPending,
    // The teacher sees the key beside each answer; the student's pages never ask for it.
    withAnswerKeys: true,
  });

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setStartError(null);
    live.resetStream();
    try {
      let id = instanceId;
      if (!id) {
        id = (await create.mutateAsync({ assessmentTemplateId: templateId, student_name: name })).assessmentInstanceId;
        setInstanceId(id);
      }
      try {
        await startCall.mutateAsync(id);
      } catch (error) {
        // Already started, or the AI is slow (504): the document tells the rest.
        if (!(error instanceof ApiError && (error.status === 409 || error.status === 504))) throw error;
      }
    } catch (error) {
      setStartError(
        error instanceof Error ? error.message : 'Error starting assessment session as the session was not created',
      );
    } finally {
      setStarting(false);
    }
  };

  const send = () => {
    const text = draft.trim();
    if (!doc || !instanceId || !text || !view?.canAnswer || submit.isPending) return;
    const messages = conversationWith(doc, text);
    live.resetStream();
    setSendError(null);
    setDraft('');
    submit.mutate(
      { assessmentInstanceId: instanceId, messages },
      {
        onError: (error) => {
          // 502: the answer is saved and the AI failed; the document offers Retry. Otherwise keep the words.
          if (error instanceof ApiError && error.status === 502) return;
          setDraft((current) => current || text);
          setSendError(error instanceof Error ? error.message : String(error));
        },
      },
    );
  };

  const retryAi = () => {
    if (!instanceId) return;
    live.resetStream();
    retry.mutate(instanceId);
  };

  return {
    template,
    instanceId,
    instance,
    view: view && view.stage !== 'not-started' ? view : null,
    name,
    setName,
    start: () => void start(),
    starting,
    startError,
    draft,
    setDraft,
    send,
    sendError,
    retryAi,
    retrying: retry.isPending,
    retryError: retry.error instanceof Error ? retry.error.message : null,
    connectionNotice:
      live.connection === 'reconnecting' || live.connection === 'offline' || waitingForNetwork ? 'Reconnecting…' : null,
  };
}
