export { grade, type Grade, type PointVerdict } from './grade.js';
export { asksBack, type AnswerKind } from './kinds.js';
export { termsSetAgainst } from './contrast.js';
export { accuracy, macroF1, LABELS2, LABELS3, type Label2, type Label3 } from './eval/metrics.js';
export { itemKey, offlineRater, type Rater, type RaterItem, type RaterVerdict } from './eval/rater.js';
export { evaluationCommand } from './eval/cli.js';
export { warmUp } from './warm-up.js';
export { detectSafetyConcern } from './safety.js';
import { asksWhatItIs as asks } from './referents.js';
import { analyse } from './text.js';
/** Whether a question asks what a thing is, and no more ("What is a prime number?"; see referents). */
export const asksWhatItIs = (question: string): boolean => asks(analyse(question));
