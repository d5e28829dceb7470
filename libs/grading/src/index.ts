export { grade, type Grade, type PointVerdict } from './grade.js';
export { asksBack, type AnswerKind } from './kinds.js';
export { termsSetAgainst } from './contrast.js';
export { accuracy, macroF1, LABELS2, LABELS3, type Label2, type Label3 } from './eval/metrics.js';
export { itemKey, offlineRater, type Rater, type RaterItem, type RaterVerdict } from './eval/rater.js';
export { evaluationCommand } from './eval/cli.js';
export { warmUp } from './warm-up.js';
export { detectSafetyConcern } from './safety.js';
