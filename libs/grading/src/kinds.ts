import type { AnswerKey } from '@checkin/domain';
import { splitPoint, tokenMatch } from './reference.js';
import { analyse } from './text.js';
import { senseCount } from './wordnet.js';

/** What an answer is before it is rated: anything but 'answered' is rated lowest by the caller. */
export type AnswerKind = 'answered' | 'blank' | 'idk' | 'nonsense' | 'injection' | 'echo';

const IDK = [
  /\bi\s*(?:do\s*n[o']?t|dont|dunno|don't|really don't|have no|ha?ve? not)\s*(?:know|no|have a clue|idea|any idea|clue)\b/g,
  /\b(?:idk|dunno|idc|no idea|no clue|not sure|unsure|i forgot|forgot|can't remember|cannot remember|don't remember|i give up|pass|skip|no answer|nothing|none|\?+)\b/g,
  /\b(?:i'm|im|i am)\s+not\s+sure\b/g,
  /\bi\s+(?:don't|do not|dont)\s+(?:get|understand)\s+(?:it|this|the question)\b/g,
];
const FILLER =
  /\b(?:i|me|my|um+|uh+|hm+|er+|sorry|honestly|really|just|the|an?|answer|is|it|this|that|to|so|well|lol|yet|at all|anything|about|what|how|know)\b/g;

const INJECTION = [
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules?|rubric|above|previous|prior|system)\b/,
  /\b(?:give|award|grant|assign)\s+(?:me|this|my answer|it)\b.{0,30}\b(?:full|max(?:imum)?|all|top|perfect|100|10)\b.{0,20}\b(?:marks?|points?|credit|score|grade)\b/,
  /\b(?:give|award|grant)\s+(?:me|this|my answer|it)\s+(?:(?:an?\s+)?(?:a\+|advanced|excellent|perfect|top)\b|an?\s+(?:good\s+|high\s+)?(?:grade|mark|score|rating)\b)/,
  /\b(?:rate|mark|grade|score|label|classify)\s+(?:this|me|my answer|it|the answer)\b.{0,30}\b(?:advanced|correct|excellent|perfect|full|right|proficient|100|10\/10|as right)\b/,
  /\b(?:system prompt|you are (?:now )?an? (?:ai|grader|assistant|language model)|as an ai|new instructions|jailbreak|developer mode)\b/,
  /\b(?:grader|assistant|system|teacher bot)\s*:/,
  /\b(?:full|max(?:imum)?|all the)\s+(?:marks|points|credit)\s+(?:please|pls|plz)\b/,
];

const JOKE = /\b(?:lol|lmao|rofl|haha+|hehe+|jk|xd|bruh|lmfao)\b/;

/** Share of the answer's word pairs that stand in the question too (a copied phrase scores near 1). */
function copiedShare(question: { stem: string }[], answer: { stem: string }[]): number {
  const pairs = (ts: { stem: string }[]) => ts.slice(1).map((t, i) => `${ts[i]!.stem} ${t.stem}`);
  const q = new Set(pairs(question));
  const a = pairs(answer);
  return a.length ? a.filter((p) => q.has(p)).length / a.length : 0;
}

/** Sorts out answers that are not attempts at the question: empty, "I don't know", noise, talk to the grader, or an echo. */
export function answerKind(question: string, key: AnswerKey, answer: string): AnswerKind {
  const text = answer.trim().toLowerCase().replace(/[’‘]/g, "'");
  if (!/[a-z0-9]/.test(text)) return 'blank';
  if (INJECTION.some((r) => r.test(text))) return 'injection';

  let rest = text;
  for (const r of IDK) rest = rest.replace(r, ' ');
  if (rest !== text && !/[a-z0-9]/.test(rest.replace(FILLER, ' '))) return 'idk';

  const a = analyse(answer);
  const words = a.tokens.filter((t) => /^[a-z]/.test(t.normal));
  if (!words.length) return 'nonsense';
  // keyboard mashing: most words are neither function words nor known to WordNet
  const known = words.filter((t) => t.stop || t.negation || senseCount(t.lemma) > 0 || senseCount(t.normal) > 0).length;
  if (known / words.length < 0.5) return 'nonsense';

  const q = analyse(question).content;
  const ref = [key.modelAnswer, ...key.keyPoints.flatMap((p) => splitPoint(p).alternatives)].flatMap(
    (s) => analyse(s).content,
  );
  const topical = (pool: typeof q) => a.content.filter((t) => tokenMatch(pool, t, null).match !== 'none');
  const onRef = topical(ref);
  const onQuestion = topical(q);
  // a joke (a laugh marker) that barely touches the subject; other off-subject answers are left to the model
  if (JOKE.test(text) && (onRef.length + onQuestion.length) * 2 < a.content.length) return 'nonsense';

  // an echo repeats the question's words and adds nothing of the reference that the question lacks
  const qStems = new Set(q.map((t) => t.stem));
  const allFromQuestion = a.content.every((t) => qStems.has(t.stem));
  const fresh = ref.filter((t) => !qStems.has(t.stem));
  const addsReference = a.content.some((t) => !qStems.has(t.stem) || tokenMatch(fresh, t, null).match !== 'none');
  if (
    !addsReference &&
    allFromQuestion &&
    a.content.length >= 2 &&
    copiedShare(analyse(question).tokens, a.tokens) >= 0.6
  )
    return 'echo';
  return 'answered';
}
