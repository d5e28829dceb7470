import { compare, featureNames } from './features.js';
import { MARKED_FEATURES, markedFeatures } from './marked.js';
import { accuracy, LABELS3, macroF1, type Label3 } from './eval/metrics.js';
import { markedFrom, questionFolds, type GradedQuestion } from './eval/data.js';
import { fitLinear, predict, type Linear } from './model.js';
import type { Weights } from './weights.js';

/** One graded answer turned into features, with its question for grouping. */
export type Row = { questionId: string; features: Record<string, number>; label2: 1 | 0; label3: number };

/** Features of every answer, against key = the first reference answer (as the evaluation and the product do). */
export function featurise(questions: GradedQuestion[]): Row[] {
  return questions.flatMap((q) => {
    const key = { modelAnswer: q.referenceAnswers[0] ?? '', keyPoints: [], misconceptions: [] };
    return q.answers.map((a) => ({
      questionId: q.questionId,
      features: compare(q.question, key, a.text).features,
      label2: a.label2 === 'correct' ? (1 as const) : (0 as const),
      label3: LABELS3.indexOf(a.label3),
    }));
  });
}

/**
 * How many answers of each mark a training row is given, in turn: from a teacher who marked one of each to one who
 * marked many, so that the model holds for both.
 */
const MARKED_MIX = [1, 2, 3, 5, 10, 20];

/**
 * The rows again, each with the features of the other answers to its question as marked answers (an answer alone
 * to its question has none, and is left out).
 */
function withMarked(questions: GradedQuestion[], rows: Row[]): Row[] {
  let i = 0;
  return questions.flatMap((q) =>
    q.answers.flatMap((a) => {
      const row = rows[i]!;
      const others = q.answers.filter((o) => o.id !== a.id);
      const marked = markedFeatures(a.text, markedFrom(others, MARKED_MIX[i++ % MARKED_MIX.length]!));
      return marked ? [{ ...row, features: { ...row.features, ...marked } }] : [];
    }),
  );
}

const FOLDS = 5;
const L2 = [0.01, 0.05, 0.1];
const CONTRADICTORY_WEIGHT = [1, 2, 3];
const round = (v: number) => Math.round(v * 1e4) / 1e4;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const argmax = (p: number[]) => p.indexOf(Math.max(...p));

/** The candidate feature sets: the plain lexical measures, and the same with threshold indicators. */
export function featureSets(): Record<string, string[]> {
  const all = featureNames();
  return { lexical: all.filter((n) => !n.includes('>')), lexicalThresholds: all };
}

type Cv = { accuracy2: number; macroF1_2: number; accuracy3: number; macroF1_3: number };

/**
 * Out-of-fold predictions of one configuration. `warm` holds, per fold, the weights of the previous fit on the same
 * rows and features, which only make the next fit converge sooner.
 */
function crossValidate(
  rows: Row[],
  folds: number[],
  names: string[],
  l2: number,
  cw: number | null,
  warm: number[][][],
): Cv {
  const gold2: number[] = [],
    pred2: number[] = [],
    gold3: Label3[] = [],
    pred3: Label3[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const tr = rows.filter((_, i) => folds[i] !== k);
    const te = rows.filter((_, i) => folds[i] === k);
    const x = tr.map((r) => names.map((n) => r.features[n]!));
    const m2 =
      cw === null
        ? fitLinear(
            x,
            tr.map((r) => r.label2),
            2,
            { l2, start: warm[k] },
            true,
          )
        : null;
    const m3 =
      cw !== null
        ? fitLinear(
            x,
            tr.map((r) => r.label3),
            3,
            { l2, classWeights: [1, 1, cw], start: warm[k] },
          )
        : null;
    warm[k] = (m2 ?? m3)!.weights;
    for (const r of te) {
      const v = names.map((n) => r.features[n]!);
      if (m2) {
        gold2.push(r.label2);
        pred2.push(predict(m2, v)[0]! >= 0.5 ? 1 : 0);
      }
      if (m3) {
        gold3.push(LABELS3[r.label3]!);
        pred3.push(LABELS3[argmax(predict(m3, v))]!);
      }
    }
  }
  return {
    accuracy2: round(accuracy(gold2, pred2)),
    macroF1_2: round(macroF1(gold2, pred2, [1, 0])),
    accuracy3: round(accuracy(gold3, pred3)),
    macroF1_3: round(macroF1(gold3, pred3, LABELS3)),
  };
}

const tidy = (m: Linear): Linear => ({
  scaler: { mean: m.scaler.mean.map(round6), std: m.scaler.std.map(round6) },
  weights: m.weights.map((r) => r.map(round6)),
});

/**
 * Fits the key-only models, chosen by cross-validation grouped by question (every teacher's question is new to the
 * rater), and the models for a key with marked answers, on the key-only models' features and the marked ones.
 */
export function train(questions: GradedQuestion[], log: (line: string) => void = () => {}): Weights {
  const rows = featurise(questions);
  const folds = questionFolds(
    questions.flatMap((q) => q.answers.map(() => q)),
    FOLDS,
  );
  const keyOnly = fitBest(rows, folds, featureSets(), log);
  // Marked answers come from the same question, so these folds split each question's answers, not the questions.
  const markedSets = { [keyOnly.twoWay.featureSet]: [...keyOnly.twoWay.features, ...MARKED_FEATURES] };
  if (keyOnly.threeWay.featureSet !== keyOnly.twoWay.featureSet) {
    markedSets[keyOnly.threeWay.featureSet] = [...keyOnly.threeWay.features, ...MARKED_FEATURES];
  }
  log('with marked answers:');
  const markedRows = withMarked(questions, rows);
  const marked = fitBest(
    markedRows,
    markedRows.map((_, i) => i % FOLDS),
    markedSets,
    log,
  );
  return {
    description: 'Short-answer rater weights, fitted on SciEntsBank train (grouped-by-question 5-fold CV to choose).',
    trainedOn: { questions: questions.length, answers: rows.length },
    twoWay: keyOnly.twoWay,
    threeWay: keyOnly.threeWay,
    crossValidation: keyOnly.crossValidation,
    withMarked: {
      description:
        'For a key with answers its teacher marked right or wrong: each training answer is given, as marked answers, 1 to 20 of each mark from the other answers to its question (5-fold CV over answers to choose).',
      perKind: MARKED_MIX,
      ...marked,
    },
  };
}

type Fitted = Pick<Weights, 'twoWay' | 'threeWay' | 'crossValidation'>;

/**
 * Chooses the feature set and L2 strength (2-way by accuracy, 3-way by macro-F1, with the weight of the rare
 * contradictory class) by cross-validation over `folds`, then fits both models on all rows.
 */
function fitBest(rows: Row[], folds: number[], sets: Record<string, string[]>, log: (line: string) => void): Fitted {
  const grid2: { set: string; l2: number; cv: Cv }[] = [];
  const grid3: { set: string; l2: number; contradictoryWeight: number; cv: Cv }[] = [];
  for (const [set, names] of Object.entries(sets)) {
    const warm2: number[][][] = [];
    const warm3: number[][][] = [];
    for (const l2 of L2) {
      const cv = crossValidate(rows, folds, names, l2, null, warm2);
      grid2.push({ set, l2, cv });
      log(`2-way ${set} l2=${l2}: accuracy ${cv.accuracy2} macro-F1 ${cv.macroF1_2}`);
      for (const cw of CONTRADICTORY_WEIGHT) {
        const cv3 = crossValidate(rows, folds, names, l2, cw, warm3);
        grid3.push({ set, l2, contradictoryWeight: cw, cv: cv3 });
        log(`3-way ${set} l2=${l2} contradictory×${cw}: accuracy ${cv3.accuracy3} macro-F1 ${cv3.macroF1_3}`);
      }
    }
  }
  // first best wins, so ties go to the simpler set and the stronger-regularised earlier entries deterministically
  const best2 = grid2.reduce((b, g) => (g.cv.accuracy2 > b.cv.accuracy2 ? g : b));
  const best3 = grid3.reduce((b, g) => (g.cv.macroF1_3 > b.cv.macroF1_3 ? g : b));
  const fitAll = (names: string[], l2: number, cw: number | null) => {
    const x = rows.map((r) => names.map((n) => r.features[n]!));
    return cw === null
      ? fitLinear(
          x,
          rows.map((r) => r.label2),
          2,
          { l2 },
          true,
        )
      : fitLinear(
          x,
          rows.map((r) => r.label3),
          3,
          { l2, classWeights: [1, 1, cw] },
        );
  };
  const names2 = sets[best2.set]!;
  const names3 = sets[best3.set]!;
  return {
    twoWay: {
      featureSet: best2.set,
      l2: best2.l2,
      features: names2,
      threshold: 0.5,
      model: tidy(fitAll(names2, best2.l2, null)),
    },
    threeWay: {
      featureSet: best3.set,
      l2: best3.l2,
      contradictoryWeight: best3.contradictoryWeight,
      classes: [...LABELS3],
      features: names3,
      model: tidy(fitAll(names3, best3.l2, best3.contradictoryWeight)),
    },
    crossValidation: {
      folds: FOLDS,
      chosen2: { accuracy2: best2.cv.accuracy2, macroF1_2: best2.cv.macroF1_2 },
      chosen3: { accuracy3: best3.cv.accuracy3, macroF1_3: best3.cv.macroF1_3 },
      grid2: grid2.map((g) => ({ set: g.set, l2: g.l2, accuracy2: g.cv.accuracy2, macroF1_2: g.cv.macroF1_2 })),
      grid3: grid3.map((g) => ({
        set: g.set,
        l2: g.l2,
        contradictoryWeight: g.contradictoryWeight,
        accuracy3: g.cv.accuracy3,
        macroF1_3: g.cv.macroF1_3,
      })),
    },
  };
}
