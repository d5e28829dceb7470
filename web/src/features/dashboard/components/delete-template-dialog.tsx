import type { AssessmentTemplate } from '@checkin/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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
    <Modal opened={template !== null} onClose={close} title="Delete this CheckIn?" centered>
      <Stack gap="md">
        <Text>
          “{template?.name}” will leave your CheckIns, and its session links will stop taking students. The results
          students have already given stay in your reports.
        </Text>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => template && remove.mutate(template.id, { onSuccess: close })}
          >
            Delete CheckIn
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
