/** Judging one answer (or one question's answers taken together) against its question. */
import { gradeBand, type GradeBand, type InstanceSettings } from '@checkin/domain';
import { coverage } from './concepts.js';
import { assessGeneric, QUALITIES, QUALITY_NOUN, QUALITY_STEP, type Quality } from './generic-rater.js';
import { levelAt, levelIndex, levelsOf } from './scale.js';
import { isBlank, isDontKnow, isInjection, looksLikeNonsense } from './signals.js';
import { quoteClause } from './text.js';
import type { PlannedQuestion } from './types.js';

export type AnswerKind = 'blank' | 'idk' | 'injection' | 'nonsense' | 'answered';

export type Judgement = {
  kind: AnswerKind;
  /** 0-1: share of key concepts (bank) or of observable qualities (generic). */
  score: number;
  index: number;
  rating: number;
  label: string;
  /** Too little to move on from: worth one follow-up when allowed. */
  thin: boolean;
  /** Enough to thank the student for explaining the main ideas. */
  strong: boolean;
  strengths: string[];
  gaps: string[];
  contradicted: string[];
  /** Generic questions only: the observable qualities the answer lacked. */
  missedQualities: Quality[];
  /** One concrete thing the student could do next about this question, or null when nothing is missing. */
  nextStep: string | null;
  /** A short, plain-text fragment of the student's own words showing a strength; null when there is none. */
  quote: string | null;
  /** The opening words of a real attempt (not blank, unsure, nonsense or an injection), for feedback; else null. */
  excerpt: string | null;
  explanation: string;
  example: string;
};

/** Below this share of key concepts a bank answer is thin ("less than about a third"). */
export const THIN_BELOW = 1 / 3;
/** From this share of key concepts on, the acknowledgement may say the main ideas are there. */
export const STRONG_FROM = 2 / 3;

export function list(items: string[], conj = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

const young = (band: GradeBand) => band === 'K-2';

function classify(text: string, nothingShown: boolean, nonsense: boolean): AnswerKind {
  if (isBlank(text)) return 'blank';
  if (isInjection(text)) return 'injection';
  if (nothingShown && isDontKnow(text)) return 'idk';
  if (nothingShown && nonsense) return 'nonsense';
  return 'answered';
}

function unanswered(kind: AnswerKind, lookingFor: string): string {
  if (kind === 'blank') return `There was no answer to rate yet. ${lookingFor}`;
  if (kind === 'idk') return `You said you were not sure, and that is an honest answer. ${lookingFor}`;
  if (kind === 'injection') {
    return 'This answer talked about the rating instead of answering the question, so it could not earn credit. Next time, answer the question itself in your own words.';
  }
  return `I could not find an answer to the question in these words. ${lookingFor}`;
}

export function judge(question: PlannedQuestion, text: string, settings: InstanceSettings): Judgement {
  const band = gradeBand(settings.grade);
  const levels = levelsOf(settings.ratingScale);
  const rate = (kind: AnswerKind, score: number) => {
    const index = kind === 'answered' ? levelIndex(score, levels.length, settings.ratingLevel) : 0;
    const level = levelAt(levels, index);
    return { index, rating: level.value, label: level.label };
  };

  if (question.kind === 'bank') {
    const cov = coverage(question.concepts, text);
    const kind = classify(text, cov.fraction === 0, looksLikeNonsense(cov.tokens));
    const score = kind === 'answered' ? cov.fraction : 0;
    const r = rate(kind, score);
    const names = question.concepts.map((c) => c.name);
    const ideas = young(band) ? 'big ideas' : 'key ideas';
    const strengths = kind === 'answered' ? cov.covered.map((c) => c.concept.name) : [];
    const gaps = kind === 'answered' ? cov.missing.map((c) => c.name) : names;
    const contradicted = kind === 'answered' ? cov.negated.map((c) => c.name) : [];
    const firstCovered = cov.covered[0];
    let explanation: string;
    if (kind !== 'answered') {
      explanation = unanswered(
        kind,
        `This question was looking for: ${names.join('; ')}. The example answer shows them.`,
      );
    } else {
      // Concept names vary in shape (nouns, short clauses), so they are listed after a colon, not woven into a sentence.
      const said = young(band) ? 'You got' : 'Your answer showed';
      const notSaid = young(band) ? 'Still missing' : 'It did not show';
      const plainMissing = cov.missing.filter((c) => !cov.negated.includes(c)).map((c) => c.name);
      explanation = [
        strengths.length > 0
          ? `${said}: ${strengths.join('; ')}.`
          : `Your answer did not show the ${ideas} for this question yet.`,
        plainMissing.length > 0 ? `${notSaid}: ${plainMissing.join('; ')}.` : '',
        contradicted.length > 0
          ? `Part of your answer seemed to say the opposite of: ${contradicted.join('; ')}. That part did not count, so check that idea again.`
          : '',
        `That is ${strengths.length} of ${names.length} ${ideas}, which fits "${r.label}".`,
      ]
        .filter(Boolean)
        .join(' ');
    }
    return {
      kind,
      score,
      ...r,
      thin: kind !== 'answered' || score + 1e-9 < THIN_BELOW,
      strong: kind === 'answered' && score + 1e-9 >= STRONG_FROM && contradicted.length === 0,
      strengths,
      gaps,
      contradicted,
      missedQualities: [],
      nextStep:
        gaps.length > 0
          ? 'read the example answer, then explain that idea in two sentences of your own without looking'
          : null,
      quote: kind === 'answered' && firstCovered ? quoteClause(text, cov.tokens, firstCovered.at) : null,
      excerpt: kind === 'answered' ? quoteClause(text, cov.tokens, 0) : null,
      explanation,
      example: question.example,
    };
  }

  const a = assessGeneric(question.focusWords, text, band);
  const kind = classify(text, true, looksLikeNonsense(a.tokens) && a.topicAt < 0);
  // Length alone earns nothing: with no topic words, no reason and no example the answer may be off-topic.
  const offTopic = kind === 'answered' && !a.met.some((q) => q === 'topic' || q === 'reason' || q === 'example');
  const score = kind === 'answered' && !offTopic ? a.fraction : 0;
  const r = rate(kind, score);
  const met: Quality[] = kind === 'answered' ? a.met : [];
  const missed: Quality[] = kind === 'answered' ? a.missed : [...QUALITIES];
  const basis =
    'This question has no fixed answer key, so it was judged on how the answer is built, not on checking facts: ' +
    "a full answer, some detail, using the topic's own words, giving a reason, and giving an example.";
  const explanation =
    kind !== 'answered'
      ? unanswered(kind, basis)
      : [
          basis,
          met.length > 0 ? `Your answer had ${list(met.map((q) => QUALITY_NOUN[q]))}.` : '',
          missed.length > 0 ? `It was missing ${list(missed.map((q) => QUALITY_NOUN[q]))}.` : '',
          offTopic ? 'It did not use the words of the topic or the question, so it may not be about the question.' : '',
          `That fits "${r.label}".`,
        ]
          .filter(Boolean)
          .join(' ');
  const quoteAt = a.topicAt >= 0 ? a.topicAt : 0;
  return {
    kind,
    score,
    ...r,
    thin: kind !== 'answered' || offTopic || !met.includes('substance'),
    strong:
      kind === 'answered' &&
      !offTopic &&
      met.includes('substance') &&
      met.includes('detail') &&
      (met.includes('reason') || met.includes('example')),
    strengths: met.map((q) => QUALITY_NOUN[q]),
    gaps: missed.map((q) => QUALITY_NOUN[q]),
    contradicted: [],
    missedQualities: missed,
    nextStep: missed[0] ? QUALITY_STEP[missed[0]] : null,
    quote: kind === 'answered' && !offTopic && met.includes('substance') ? quoteClause(text, a.tokens, quoteAt) : null,
    excerpt: kind === 'answered' ? quoteClause(text, a.tokens, 0) : null,
    explanation,
    example: question.example,
  };
}
