import { Loader, Modal } from '@mantine/core';
import { type ComponentType, Suspense, createContext, useContext } from 'react';

/** A teacher taking a CheckIn as a student would, in Preview mode. */
export type PreviewComponent = ComponentType<{ templateId: string; onClose: () => void }>;
/** The template builder: a new CheckIn, an existing one, or a copy of one. */
export type BuilderComponent = ComponentType<{
  templateId?: string;
  duplicateOf?: string;
  onSaved: (id: string) => void;
  onClose: () => void;
}>;

export type FeatureSlots = { Preview: PreviewComponent; Builder: BuilderComponent };

/**
 * One feature's pieces that another shows, put here by the app (app/layouts/teacher-providers.tsx): no feature
 * imports another, so the dashboard and the community open the preview and the builder through these slots.
 */
export const FeatureSlotsContext = createContext<FeatureSlots | null>(null);

export function useFeatureSlots(): FeatureSlots {
  const slots = useContext(FeatureSlotsContext);
  if (!slots) throw new Error('useFeatureSlots needs the app to provide FeatureSlotsContext');
  return slots;
}

/** A dialog the size of the screen while the code of `what` ("the preview") loads. */
export function SlotLoading({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} fullScreen title={`Opening ${what}…`}>
      <Loader aria-label={`Loading ${what}`} />
    </Modal>
  );
}

/** The preview of `templateId` over the page; nothing when null. */
export function PreviewModal({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  const { Preview } = useFeatureSlots();
  if (templateId === null) return null;
  return (
    <Suspense fallback={<SlotLoading what="the preview" onClose={onClose} />}>
      <Preview key={templateId} templateId={templateId} onClose={onClose} />
    </Suspense>
  );
}
