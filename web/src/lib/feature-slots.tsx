import { Loader, Modal } from '@mantine/core';
import { type ComponentType, Suspense, createContext, useContext } from 'react';

/** A teacher taking a CheckIn as a student would, in Preview mode. */
export type PreviewProps = { templateId: string; onClose: () => void };
export type PreviewComponent = ComponentType<PreviewProps>;
/** The template builder: a new CheckIn, an existing one, or a copy of one. */
export type BuilderComponent = ComponentType<{
  templateId?: string;
  duplicateOf?: string;
  onSaved: (id: string) => void;
  onClose: () => void;
}>;

/**
 * What a student will see of a CheckIn still being written, drawn beside the builder's form: the welcome, the
 * first question with a sample answer, and what follows an answer and the end, as the show flags say.
 */
export type StudentViewSampleProps = {
  title: string;
  topic: string;
  /** '' while no grade is chosen. */
  grade: string;
  numberOfQuestions: number;
  /** The teacher's own first question, or one like those the examiner writes for the topic and grade. */
  firstQuestion: { text: string; own: boolean };
  /** The sample answer can be rated: its question has a key, the teacher's or one the examiner writes. */
  firstAnswerRated: boolean;
  /** The teacher's model answer to the first question, shown as its example answer; null: a placeholder. */
  modelAnswer: string | null;
  /** Not one answer can be rated (no key anywhere): the overall rating says so. */
  noneRated: boolean;
  ratingScaleId: string;
  show: { singleQuestionRating: boolean; exampleAnswer: boolean; overallRating: boolean; overallFeedback: boolean };
};
export type StudentViewSampleComponent = ComponentType<StudentViewSampleProps>;

export type FeatureSlots = {
  Preview: PreviewComponent;
  Builder: BuilderComponent;
  StudentViewSample: StudentViewSampleComponent;
};

/**
 * One feature's pieces that another shows, put here by the app (app/layouts/teacher-providers.tsx): no feature
 * imports another, so the dashboard and the community open the preview and the builder through these slots, and
 * the builder draws the check-in's sample of a student's view through its own.
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
