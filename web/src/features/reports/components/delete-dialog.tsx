import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteInstance } from '../api/delete-instance';
import type { DeleteTarget } from '../model/review-target';

/** Deleting a student's check-in, after saying what goes with it. */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (instanceId: string) => void;
}) {
  const remove = useDeleteInstance();
  const close = () => {
    remove.reset();
    onClose();
  };
  const deleteIt = (instanceId: string) =>
    remove.mutate(instanceId, {
      onSuccess: () => {
        remove.reset();
        onDeleted(instanceId);
      },
    });
  return (
    <ConfirmDialog
      opened={target !== null}
      title={target ? `Delete ${target.student}'s check-in?` : ''}
      cancelLabel="Keep it"
      confirmLabel="Delete"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => target && deleteIt(target.instanceId)}
      onClose={close}
    >
      <Text>
        Their answers, ratings and your notes are removed from this report and every other. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
