import { Suspense } from 'react';
import { NEW_TEMPLATE } from '../../../lib/dashboard-links';
import { SlotLoading, useFeatureSlots } from '../../../lib/feature-slots';

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
  // The builder is the templates feature's, and a large form: the app loads it the first time a teacher opens it.
  const { Builder } = useFeatureSlots();
  if (editId === null && duplicateId === null) return null;
  const templateId = editId !== null && editId !== NEW_TEMPLATE ? editId : undefined;
  const duplicateOf = templateId === undefined && duplicateId !== null ? duplicateId : undefined;
  return (
    <Suspense fallback={<SlotLoading what="the builder" onClose={onClose} />}>
      <Builder
        key={`${templateId ?? ''}/${duplicateOf ?? ''}`}
        templateId={templateId}
        duplicateOf={duplicateOf}
        onSaved={(id) => onSaved(id, templateId === undefined)}
        onClose={onClose}
      />
    </Suspense>
  );
}
