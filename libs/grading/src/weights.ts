import type { Linear } from './model.js';
import data from './weights.json' with { type: 'json' };

/** The learned weights file (written by `npm run train:grading`). */
export type Weights = {
  description: string;
  trainedOn: { questions: number; answers: number };
  twoWay: TwoWay;
  threeWay: ThreeWay;
  crossValidation: Record<string, unknown>;
  /** The models for a key that holds answers its teacher marked right or wrong. */
  withMarked: {
    description: string;
    perKind: number[];
    twoWay: TwoWay;
    threeWay: ThreeWay;
    crossValidation: Record<string, unknown>;
  };
};

type TwoWay = { featureSet: string; l2: number; features: string[]; threshold: number; model: Linear };
type ThreeWay = {
  featureSet: string;
  l2: number;
  contradictoryWeight: number;
  classes: ('correct' | 'incorrect' | 'contradictory')[];
  features: string[];
  model: Linear;
};

export const weights = data as unknown as Weights;
