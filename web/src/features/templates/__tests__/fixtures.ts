import type { AssessmentTemplate } from '@checkin/contracts';

export const TEMPLATE_ID = '3f1c2a9e-7b4d-4e8a-9c61-0d2b5e7f8a10';

/** A template as getAssessmentTemplateById answers with it. */
export function makeTemplate(overrides: Partial<AssessmentTemplate> = {}): AssessmentTemplate {
  return {
    id: TEMPLATE_ID,
    assessmentTemplateId: TEMPLATE_ID,
    owner_id: 'o1',
    author: null,
    name: 'Water cycle',
    grade: '5',
    topic: 'Water Cycle',
    numberOfQuestions: 3,
    promptType: 'default',
    customQuestions: [{ question: 'Where does rain come from?', key: null }],
    rating_level: 'medium',
    rating_scale_id: 'four-level',
    question_prompt_id: 'question-default-v1',
    rating_prompt_id: 'rating-default-v1',
    conversation_prompt_id: 'conversation-default-v1',
    showSingleQuestionRating: true,
    showOverallRating: true,
    showExampleAnswer: false,
    showOverallFeedback: true,
    allowRetakes: false,
    isPublic: false,
    isExample: false,
    tags: ['science'],
    archive: false,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
