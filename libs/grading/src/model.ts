/**
 * Linear models fitted by plain full-batch gradient descent on standardised features: a logistic regression
 * (P(correct)) and a multinomial (softmax) regression over several classes. Deterministic: weights start at zero.
 */
export type Scaler = { mean: number[]; std: number[] };
/** One row of weights per class (one row for the logistic model); the last entry of each row is the bias. */
export type Linear = { scaler: Scaler; weights: number[][] };

export type FitOptions = { l2: number; iterations?: number; rate?: number; classWeights?: number[] };

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
 * Fits by gradient descent with L2 on the weights (not the biases). `y` holds class indexes; with two classes
 * and `binary`, a single logistic row is fitted for class 1.
 */
export function fit(x: number[][], y: number[], classes: number, opts: FitOptions, binary = false): Linear {
  const scaler = fitScaler(x);
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const z = new Float64Array(n * d);
  x.forEach((r, i) => r.forEach((v, j) => (z[i * d + j] = (v - scaler.mean[j]!) / scaler.std[j]!)));
  const k = binary ? 1 : classes;
  const w = new Float64Array(k * (d + 1));
  const g = new Float64Array(k * (d + 1));
  const s = new Float64Array(k);
  const cw = opts.classWeights ?? Array<number>(classes).fill(1);
  const total = y.reduce((acc, c) => acc + cw[c]!, 0);
  const iterations = opts.iterations ?? 400;
  const rate = opts.rate ?? 0.5;
  for (let it = 0; it < iterations; it++) {
    g.fill(0);
    for (let i = 0; i < n; i++) {
      const off = i * d;
      for (let c = 0; c < k; c++) {
        const base = c * (d + 1);
        let v = w[base + d]!;
        for (let j = 0; j < d; j++) v += w[base + j]! * z[off + j]!;
        s[c] = v;
      }
      if (k === 1) s[0] = sigmoid(s[0]!);
      else {
        let m = -Infinity;
        for (let c = 0; c < k; c++) m = Math.max(m, s[c]!);
        let t = 0;
        for (let c = 0; c < k; c++) t += s[c] = Math.exp(s[c]! - m);
        for (let c = 0; c < k; c++) s[c] = s[c]! / t;
      }
      const wi = cw[y[i]!]! / total;
      for (let c = 0; c < k; c++) {
        const target = k === 1 ? (y[i] === 1 ? 1 : 0) : y[i] === c ? 1 : 0;
        const err = (s[c]! - target) * wi;
        const base = c * (d + 1);
        for (let j = 0; j < d; j++) g[base + j] = g[base + j]! + err * z[off + j]!;
        g[base + d] = g[base + d]! + err;
      }
    }
    for (let c = 0; c < k; c++) {
      const base = c * (d + 1);
      for (let j = 0; j < d; j++) w[base + j] = w[base + j]! - rate * (g[base + j]! + opts.l2 * w[base + j]!);
      w[base + d] = w[base + d]! - rate * g[base + d]!;
    }
  }
  const weights = Array.from({ length: k }, (_, c) => Array.from(w.subarray(c * (d + 1), (c + 1) * (d + 1))));
  return { scaler, weights };
}
