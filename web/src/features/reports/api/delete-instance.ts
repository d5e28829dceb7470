import { DELETE_INSTANCE_FAILED } from '@checkin/contracts/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** DELETE /assessment_instances/deleteAssessmentInstance/{id}: the student's work leaves every list and report. */
export async function deleteInstance(instanceId: string): Promise<void> {
  await authedCall<{ success?: boolean }>(
    `/assessment_instances/deleteAssessmentInstance/${encodeURIComponent(instanceId)}`,
    { method: 'DELETE', fallbackMessage: DELETE_INSTANCE_FAILED },
  );
}

export function useDeleteInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstance,
    onSuccess: (_, instanceId) => {
      queryClient.removeQueries({ queryKey: reportKeys.instance(instanceId) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
