export { OfflineExaminer } from './offline-examiner.js';
export { planQuestions, topicLabel } from './questions.js';
export { BANKS, bankFor, presetTopic } from './banks/index.js';
export type { PlannedQuestion, TopicBank } from './types.js';
