/**
 * Linear models on standardised features: a logistic regression (P(correct)) and a multinomial (softmax)
 * regression over several classes, each fitted to its exact optimum (weighted log-loss plus L2 on the weights, not
 * the biases) by Newton's method (newton.ts). Deterministic: the optimum is unique.
 */
import { minimise } from './newton.js';

export type Scaler = { mean: number[]; std: number[] };
/** One row of weights per class (one row for the logistic model); the last entry of each row is the bias. */
export type Linear = { scaler: Scaler; weights: number[][] };

export type FitOptions = { l2: number; classWeights?: number[]; start?: number[][] };

export function fitScaler(x: number[][]): Scaler {
  const d = x[0]?.length ?? 0;
  const mean = Array<number>(d).fill(0);
  const std = Array<number>(d).fill(0);
  for (const row of x) row.forEach((v, j) => (mean[j]! += v / x.length));
  for (const row of x) row.forEach((v, j) => (std[j]! += (v - mean[j]!) ** 2 / x.length));
  return { mean, std: std.map((s) => (s > 1e-12 ? Math.sqrt(s) : 1)) };
}

const scale = (s: Scaler, row: number[]) => row.map((v, j) => (v - s.mean[j]!) / s.std[j]!);

function scores(w: number[][], z: number[]): number[] {
  return w.map((row) => {
    let s = row[row.length - 1]!;
    for (let j = 0; j < z.length; j++) s += row[j]! * z[j]!;
    return s;
  });
}

function softmax(s: number[]): number[] {
  const m = Math.max(...s);
  const e = s.map((v) => Math.exp(v - m));
  const t = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / t);
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/** Class probabilities: [P(class 1)] for the logistic model, else one per class. */
export function predict(model: Linear, row: number[]): number[] {
  const s = scores(model.weights, scale(model.scaler, row));
  return model.weights.length === 1 ? [sigmoid(s[0]!)] : softmax(s);
}

/**
 * Fits with L2 on the weights (not the biases). `y` holds class indexes; with two classes and `binary`, a single
 * logistic row is fitted for class 1. `start` (weights of a fit on the same rows) only makes it converge sooner.
 */
export function fitLinear(x: number[][], y: number[], classes: number, opts: FitOptions, binary = false): Linear {
  const scaler = fitScaler(x);
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const p = d + 1;
  const zt = new Float64Array(p * n);
  x.forEach((r, i) => {
    r.forEach((v, j) => (zt[j * n + i] = (v - scaler.mean[j]!) / scaler.std[j]!));
    zt[d * n + i] = 1;
  });
  const k = binary ? 1 : classes;
  const cw = opts.classWeights ?? Array<number>(classes).fill(1);
  const total = y.reduce((acc, c) => acc + cw[c]!, 0);
  const sw = Float64Array.from(y, (c) => cw[c]! / total);
  const start = new Float64Array(k * p);
  opts.start?.forEach((row, c) => start.set(row, c * p));
  const w = minimise({ zt, n, p, k, y: Int32Array.from(y), sw, l2: opts.l2 }, start);
  if (k > 1) {
    const mean = Array.from({ length: k }, (_, c) => w[c * p + d]!).reduce((a, b) => a + b, 0) / k;
    for (let c = 0; c < k; c++) w[c * p + d] = w[c * p + d]! - mean;
  }
  const weights = Array.from({ length: k }, (_, c) => Array.from(w.subarray(c * p, (c + 1) * p)));
  return { scaler, weights };
}
