/**
 * Newton's method for the rater's linear models: minimises the weighted log-loss plus L2 on the weights (not the
 * biases) of a logistic (k = 1) or softmax (k classes) regression, with a step-halving line search.
 */
export type Problem = {
  /** Standardised features, one column after another (p × n), the last column all ones for the bias. */
  zt: Float64Array;
  n: number;
  p: number;
  k: number;
  y: Int32Array;
  /** Per-row weight; they sum to 1. */
  sw: Float64Array;
  l2: number;
};

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

function dot(x: Float64Array, y: Float64Array, yo: number, n: number): number {
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0,
    i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += x[i]! * y[yo + i]!;
    s1 += x[i + 1]! * y[yo + i + 1]!;
    s2 += x[i + 2]! * y[yo + i + 2]!;
    s3 += x[i + 3]! * y[yo + i + 3]!;
  }
  for (; i < n; i++) s0 += x[i]! * y[yo + i]!;
  return s0 + s1 + s2 + s3;
}

/** Probabilities into `prob` (k × n; the logistic model's one row is P(class 1)); returns the objective. */
export function objective(pr: Problem, w: Float64Array, prob: Float64Array): number {
  const { zt, n, p, k, y, sw, l2 } = pr;
  prob.fill(0);
  for (let c = 0; c < k; c++)
    for (let j = 0; j < p; j++) {
      const wj = w[c * p + j]!;
      if (wj !== 0) for (let i = 0; i < n; i++) prob[c * n + i] = prob[c * n + i]! + wj * zt[j * n + i]!;
    }
  let loss = 0;
  for (let i = 0; i < n; i++) {
    if (k === 1) {
      const v = prob[i]!;
      const soft = v > 0 ? v + Math.log1p(Math.exp(-v)) : Math.log1p(Math.exp(v)); // log(1 + e^v)
      loss += sw[i]! * (soft - (y[i] === 1 ? v : 0));
      prob[i] = sigmoid(v);
      continue;
    }
    let m = -Infinity;
    for (let c = 0; c < k; c++) m = Math.max(m, prob[c * n + i]!);
    let t = 0;
    for (let c = 0; c < k; c++) t += Math.exp(prob[c * n + i]! - m);
    loss += sw[i]! * (m + Math.log(t) - prob[y[i]! * n + i]!);
    for (let c = 0; c < k; c++) prob[c * n + i] = Math.exp(prob[c * n + i]! - m) / t;
  }
  for (let c = 0; c < k; c++) for (let j = 0; j < p - 1; j++) loss += 0.5 * l2 * w[c * p + j]! ** 2;
  return loss;
}

function gradient(pr: Problem, w: Float64Array, prob: Float64Array): Float64Array {
  const { zt, n, p, k, y, sw, l2 } = pr;
  const g = new Float64Array(k * p);
  const r = new Float64Array(n);
  for (let c = 0; c < k; c++) {
    const target = k === 1 ? 1 : c;
    for (let i = 0; i < n; i++) r[i] = (prob[c * n + i]! - (y[i] === target ? 1 : 0)) * sw[i]!;
    for (let j = 0; j < p; j++) g[c * p + j] = dot(r, zt, j * n, n) + (j < p - 1 ? l2 * w[c * p + j]! : 0);
  }
  return g;
}

/** Σ_i coef_i z_i z_iᵀ (p × p). */
function weightedGram(pr: Problem, coef: Float64Array): Float64Array {
  const { zt, n, p } = pr;
  const out = new Float64Array(p * p);
  const cz = new Float64Array(n);
  for (let a = 0; a < p; a++) {
    for (let i = 0; i < n; i++) cz[i] = coef[i]! * zt[a * n + i]!;
    for (let b = a; b < p; b++) out[a * p + b] = out[b * p + a] = dot(cz, zt, b * n, n);
  }
  return out;
}

function hessian(pr: Problem, prob: Float64Array): Float64Array {
  const { n, p, k, sw, l2 } = pr;
  const m = k * p;
  const h = new Float64Array(m * m);
  const put = (c: number, c2: number, block: Float64Array, sign: number) => {
    for (let a = 0; a < p; a++)
      for (let b = 0; b < p; b++)
        h[(c * p + a) * m + c2 * p + b] = h[(c * p + a) * m + c2 * p + b]! + sign * block[a * p + b]!;
  };
  const coef = new Float64Array(n);
  if (k === 1) {
    for (let i = 0; i < n; i++) coef[i] = sw[i]! * prob[i]! * (1 - prob[i]!);
    put(0, 0, weightedGram(pr, coef), 1);
  }
  // softmax: block (c, c2) weighs rows by -p_c p_c2, and each diagonal block is minus the sum of its row's others
  for (let c = 0; k > 1 && c < k; c++)
    for (let c2 = c + 1; c2 < k; c2++) {
      for (let i = 0; i < n; i++) coef[i] = -sw[i]! * prob[c * n + i]! * prob[c2 * n + i]!;
      const block = weightedGram(pr, coef);
      put(c, c2, block, 1);
      put(c2, c, block, 1);
      put(c, c, block, -1);
      put(c2, c2, block, -1);
    }
  for (let c = 0; c < k; c++) {
    for (let j = 0; j < p - 1; j++) h[(c * p + j) * m + c * p + j] = h[(c * p + j) * m + c * p + j]! + l2;
    // the softmax biases are free to shift together: a little damping keeps the system solvable
    if (k > 1) h[(c * p + p - 1) * m + c * p + p - 1] = h[(c * p + p - 1) * m + c * p + p - 1]! + 1e-9;
  }
  return h;
}

/** Solves h x = g for a symmetric positive definite h (Cholesky, in place). */
function solve(h: Float64Array, g: Float64Array, m: number): Float64Array {
  for (let j = 0; j < m; j++) {
    let s = h[j * m + j]!;
    for (let q = 0; q < j; q++) s -= h[j * m + q]! ** 2;
    const d = Math.sqrt(Math.max(s, 1e-300));
    h[j * m + j] = d;
    for (let i = j + 1; i < m; i++) {
      let t = h[i * m + j]!;
      for (let q = 0; q < j; q++) t -= h[i * m + q]! * h[j * m + q]!;
      h[i * m + j] = t / d;
    }
  }
  const x = Float64Array.from(g);
  for (let i = 0; i < m; i++) {
    for (let q = 0; q < i; q++) x[i] = x[i]! - h[i * m + q]! * x[q]!;
    x[i] = x[i]! / h[i * m + i]!;
  }
  for (let i = m - 1; i >= 0; i--) {
    for (let q = i + 1; q < m; q++) x[i] = x[i]! - h[q * m + i]! * x[q]!;
    x[i] = x[i]! / h[i * m + i]!;
  }
  return x;
}

/** Minimises from `w` until no gradient entry exceeds `tolerance`; returns the weights (k rows of p). */
export function minimise(pr: Problem, w: Float64Array, tolerance = 1e-9, maxSteps = 50): Float64Array {
  const { n, k } = pr;
  const prob = new Float64Array(k * n);
  const next = new Float64Array(k * n);
  let f = objective(pr, w, prob);
  for (let it = 0; it < maxSteps; it++) {
    const g = gradient(pr, w, prob);
    if (g.reduce((a, v) => Math.max(a, Math.abs(v)), 0) < tolerance) break;
    const step = solve(hessian(pr, prob), g, g.length);
    const slope = step.reduce((a, v, i) => a + v * g[i]!, 0);
    // Close to the optimum the objective cannot tell steps apart any more: there the full Newton step is right.
    for (let t = 1, tries = 0; tries < 30; tries++, t /= 2) {
      const cand = w.map((v, i) => v - t * step[i]!);
      const fc = objective(pr, cand, next);
      if (fc <= f - 1e-4 * t * slope || slope < 1e-12 || tries === 29) {
        [w, f] = [cand, fc];
        prob.set(next);
        break;
      }
    }
  }
  return w;
}
