import { Loader, Modal } from '@mantine/core';
import { Suspense, lazy } from 'react';

// The preview is the templates feature's (a whole check-in in Preview mode): it loads when first opened.
const TemplatePreview = lazy(() =>
  import('../../templates/components/template-preview').then((module) => ({ default: module.TemplatePreview })),
);

/** `?preview=<id>`: the teacher takes their CheckIn as a student would, over the dashboard. */
export function PreviewHost({ previewId, onClose }: { previewId: string | null; onClose: () => void }) {
  if (previewId === null) return null;
  return (
    <Suspense
      fallback={
        <Modal opened onClose={onClose} fullScreen title="Opening the preview…">
          <Loader aria-label="Loading the preview" />
        </Modal>
      }
    >
      <TemplatePreview key={previewId} templateId={previewId} onClose={onClose} />
    </Suspense>
  );
}
