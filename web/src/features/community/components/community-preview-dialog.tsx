import type { AssessmentTemplate } from '@checkin/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { TemplateSummary } from '../../../ui/template-summary';

/**
 * A shared CheckIn as its students would meet it, before the teacher copies it: its settings and questions, and a
 * way to take it as a student would.
 */
export function CommunityPreviewDialog({
  template,
  copying,
  onCopy,
  onTry,
  onClose,
}: {
  template: AssessmentTemplate | null;
  copying: boolean;
  onCopy: (template: AssessmentTemplate) => void;
  onTry: (template: AssessmentTemplate) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={template !== null} onClose={onClose} size="lg" title={template?.name ?? ''}>
      {template ? (
        <Stack gap="lg">
          <TemplateSummary template={template} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button variant="light" onClick={() => onTry(template)}>
              Try it as a student
            </Button>
            <Button loading={copying} onClick={() => onCopy(template)}>
              Copy to my CheckIns
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
