import type { Linear } from './model.js';
import data from './weights.json' with { type: 'json' };

/** The learned weights file (written by `npm run train:grading`). */
export type Weights = {
  description: string;
  trainedOn: { questions: number; answers: number };
  twoWay: { featureSet: string; l2: number; features: string[]; threshold: number; model: Linear };
  threeWay: {
    featureSet: string;
    l2: number;
    contradictoryWeight: number;
    classes: ('correct' | 'incorrect' | 'contradictory')[];
    features: string[];
    model: Linear;
  };
  crossValidation: Record<string, unknown>;
};

export const weights = data as unknown as Weights;
