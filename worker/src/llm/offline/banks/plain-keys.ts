/**
 * How the built-in rater meets a key as a teacher writes one: each bank question's model answer against its key
 * with every point by its name alone ("the sun's heat", "molecules moving faster"), without the other wordings the
 * bank lists after it. The model answer is right, so a rater that reads what an answer means finds its points in
 * their plain words; one that needs the key's very words does not.
 */
import { keyPointName } from '@checkin/domain';
import { formatModelAnswers, type ModelAnswerFigures, modelAnswerFigures } from './model-answers.js';

export const plainKeyFigures = (): ModelAnswerFigures =>
  modelAnswerFigures((_, key) => ({
    key: { ...key, keyPoints: key.keyPoints.map(keyPointName) },
    answer: key.modelAnswer,
  }));

export const formatPlainKeys = (f: ModelAnswerFigures) =>
  formatModelAnswers('model answers against their keys with each point by its name alone, as a teacher writes one', f);
