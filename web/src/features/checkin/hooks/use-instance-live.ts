import type { StudentInstanceView } from '@checkin/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import type { ConnectionState, RealtimeClient } from '../../../lib/realtime';
import { checkinKeys } from '../api/input';
import { loadStudentChanges } from '../api/submit-answer';
import { type AiStream, type AiStreamAction, aiStreamReducer } from '../model/ai-stream';
import type { CheckinDocument } from '../model/checkin-document';

const noSubscription = () => () => {};

/**
 * The live channel's code is not in the student's first download (the welcome screen has no use for it): it
 * loads once there is an instance to follow, like socket.io-client inside it, with the code that applies its changes.
 */
const loadRealtime = () =>
  Promise.all([import('../../../lib/realtime'), loadStudentChanges()]).then(
    ([{ RealtimeClient }, { applyStudentChange }]) => ({ RealtimeClient, applyStudentChange }),
  );
type Live = Awaited<ReturnType<typeof loadRealtime>>;

/**
 * An instance's live channel, the one way the AI's work reaches the page: joins its room and applies what each
 * append changed of the student's view; reads the instance again when the room is (re)joined, when a change does
 * not follow the version shown (one was missed), and, in a teacher's preview (whose room carries events), when an
 * event newer than the shown document lands. Gathers the AI's words as they are written. Returns the streaming
 * reply, a way to reset it, and the connection state for the UI.
 */
export function useInstanceLive(instanceId: string | undefined, token: string | undefined) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [stream, dispatch] = useReducer<AiStream, [AiStreamAction]>(aiStreamReducer, null);

  useEffect(() => {
    if (!instanceId || !token) return;
    const queryKey = checkinKeys.instance(instanceId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => void) | null = null;
    let stopped = false;
    // Events come in bursts (a reply, then the end of the conversation): one refetch for the burst.
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), 30);
    };
    const follow = (realtime: RealtimeClient, { applyStudentChange }: Pick<Live, 'applyStudentChange'>) => {
      setClient(realtime);
      realtime.onEvent((event) => {
        const shown = queryClient.getQueryData<CheckinDocument>(queryKey);
        if (event.instanceId === instanceId && !(shown && shown.version >= event.version)) refetch();
      });
      realtime.onChange((change) => {
        if (change.instanceId !== instanceId) return;
        const shown = queryClient.getQueryData<StudentInstanceView>(queryKey);
        const next = shown ? applyStudentChange(shown, change) : null;
        if (next === null) refetch();
        else if (next !== shown) queryClient.setQueryData(queryKey, next);
      });
      realtime.onDelta((delta) => {
        if (delta.instanceId === instanceId) dispatch({ type: 'delta', delta });
      });
      realtime.onJoined(refetch);
      const leave = realtime.join(`instance:${instanceId}`);
      return () => {
        leave();
        realtime.close();
      };
    };
    loadRealtime().then(
      (live) => {
        if (!stopped) stop = follow(new live.RealtimeClient(token), live);
      },
      // Without the channel the page still works: the document is polled while the AI writes (useCheckinRun).
      (error: unknown) => console.warn('Could not load live updates:', error),
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop?.();
      setClient(null);
      dispatch({ type: 'reset' });
    };
  }, [instanceId, token, queryClient]);

  const connection = useSyncExternalStore<ConnectionState>(
    client?.subscribe ?? noSubscription,
    () => client?.state ?? 'connecting',
    () => 'connecting',
  );

  return { stream, resetStream: () => dispatch({ type: 'reset' }), connection };
}
