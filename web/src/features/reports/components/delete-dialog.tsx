import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Delete ${target.student}'s check-in?` : ''}>
      {target ? (
        <Stack gap="md">
          <Text>
            Their answers, ratings and your notes are removed from this report and every other. This cannot be undone.
          </Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(target.instanceId, {
                  onSuccess: () => {
                    remove.reset();
                    onDeleted(target.instanceId);
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
