import { Loader, Modal } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { NEW_TEMPLATE } from '../../../lib/dashboard-links';

// The builder is the templates feature's, and a large form: it loads the first time a teacher opens it.
const TemplateBuilder = lazy(() =>
  import('../../templates/components/template-builder').then((module) => ({ default: module.TemplateBuilder })),
);

/** `?edit=new`, `?edit=<id>` or `?duplicate=<id>`: the template builder over the dashboard. */
export function BuilderHost({
  editId,
  duplicateId,
  onSaved,
  onClose,
}: {
  editId: string | null;
  duplicateId: string | null;
  onSaved: (id: string, created: boolean) => void;
  onClose: () => void;
}) {
  if (editId === null && duplicateId === null) return null;
  const templateId = editId !== null && editId !== NEW_TEMPLATE ? editId : undefined;
  const duplicateOf = templateId === undefined && duplicateId !== null ? duplicateId : undefined;
  return (
    <Suspense
      fallback={
        <Modal opened onClose={onClose} fullScreen title="Opening the builder…">
          <Loader aria-label="Loading the builder" />
        </Modal>
      }
    >
      <TemplateBuilder
        key={`${templateId ?? ''}/${duplicateOf ?? ''}`}
        templateId={templateId}
        duplicateOf={duplicateOf}
        onSaved={(id) => onSaved(id, templateId === undefined)}
        onClose={onClose}
      />
    </Suspense>
  );
}
