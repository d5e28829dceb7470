import type { AssessmentTemplate } from '@checkin/contracts';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteTemplate } from '../api/delete-template';

/** Asks before deleting: the CheckIn leaves every list and its links stop taking students; results are kept. */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: AssessmentTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteTemplate();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={template !== null}
      title="Delete this CheckIn?"
      cancelLabel="Cancel"
      confirmLabel="Delete CheckIn"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => template && remove.mutate(template.id, { onSuccess: close })}
      onClose={close}
    >
      <Text>
        “{template?.name}” will leave your CheckIns, and its session links will stop taking students. The results
        students have already given stay in your reports.
      </Text>
    </ConfirmDialog>
  );
}
