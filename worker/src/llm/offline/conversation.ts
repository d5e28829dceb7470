/** The overall rating and the student's feedback, recomputed from the answers themselves. */
import { gradeBand, type ChatMessage, type InstanceSettings } from '@checkin/domain';
import { judge, list, type Judgement } from './rater.js';
import { levelAt, levelsOf } from './scale.js';
import { questionAt } from './questions.js';
import type { PlannedQuestion } from './types.js';

/** The student's answers to one question (a follow-up answer included), up to and including `upTo` if given. */
export function answersTo(messages: ChatMessage[], questionIndex: number, upTo?: string): ChatMessage[] {
  const end = upTo === undefined ? messages.length : messages.findIndex((m) => m.messageId === upTo) + 1;
  return messages.slice(0, end).filter((m) => m.role === 'user' && m.questionIndex === questionIndex);
}

export const joinAnswers = (answers: ChatMessage[]) => answers.map((m) => m.content).join('\n');

export type QuestionResult = { index: number; question: PlannedQuestion; answered: boolean; judgement: Judgement };

export function judgeAll(
  messages: ChatMessage[],
  plan: PlannedQuestion[],
  settings: InstanceSettings,
): QuestionResult[] {
  const total = plan.length;
  const seen = messages.filter((m) => m.questionIndex < total).map((m) => m.questionIndex);
  const count = seen.length === 0 ? 0 : Math.max(...seen) + 1;
  return Array.from({ length: count }, (_, index) => {
    const question = questionAt(plan, settings, index);
    const answers = answersTo(messages, index);
    return {
      index,
      question,
      answered: answers.length > 0,
      judgement: judge(question, joinAnswers(answers), settings),
    };
  });
}

export type Overall = { rating: number; explanation: string; feedback: string };

function describe(r: QuestionResult): string {
  const j = r.judgement;
  const n = `Question ${r.index + 1}`;
  if (!r.answered || j.kind === 'blank') return `${n}: no answer.`;
  if (j.kind === 'injection') return `${n}: the answer asked for a rating instead of answering.`;
  if (j.kind !== 'answered')
    return `${n}: no answer to the question yet (${j.kind === 'idk' ? 'not sure' : 'unclear'}).`;
  const verb = r.question.kind === 'bank' ? 'showed' : 'had';
  const none = r.question.kind === 'bank' ? 'showed none of the key content' : 'had none of the qualities looked for';
  const has = j.strengths.length > 0 ? `${verb}: ${j.strengths.join('; ')}` : none;
  const lacks = j.gaps.length > 0 ? `; missing: ${j.gaps.join('; ')}` : '';
  const denied = j.contradicted.length > 0 ? `; contradicted: ${j.contradicted.join('; ')}` : '';
  return `${n} (${j.label}): ${has}${lacks}${denied}.`;
}

export function rateWhole(results: QuestionResult[], settings: InstanceSettings, name: string | null): Overall {
  const levels = levelsOf(settings.ratingScale);
  const top = levels.length - 1;
  const mean = results.length === 0 ? 0 : results.reduce((sum, r) => sum + r.judgement.index, 0) / results.length;
  // Halves round down: the overall level never claims more than the answers showed.
  const overall = levelAt(levels, Math.ceil(mean - 0.5 - 1e-9));
  const young = gradeBand(settings.grade) === 'K-2';

  const strong = results.filter((r) => r.judgement.index > 0 && r.judgement.index >= top / 2).map((r) => r.index + 1);
  const weak = results.filter((r) => r.judgement.index < top / 2).map((r) => r.index + 1);
  const explanation = [
    `Overall "${overall.label}" across ${results.length} question${results.length === 1 ? '' : 's'}: ${overall.description}`,
    strong.length > 0 ? `Strongest: question${strong.length === 1 ? '' : 's'} ${list(strong.map(String))}.` : '',
    weak.length > 0 ? `Needs work: question${weak.length === 1 ? '' : 's'} ${list(weak.map(String))}.` : '',
    ...results.map(describe),
  ]
    .filter(Boolean)
    .join(' ');

  // Strongest quotable answer first; ties go to the earlier question.
  const quoted = [...results]
    .filter((r) => r.judgement.quote)
    .sort(
      (a, b) => b.judgement.index - a.judgement.index || b.judgement.score - a.judgement.score || a.index - b.index,
    )[0];
  const gapped = [...results]
    .filter((r) => r.judgement.gaps.length > 0)
    .sort(
      (a, b) => a.judgement.index - b.judgement.index || a.judgement.score - b.judgement.score || a.index - b.index,
    )[0];

  const parts: string[] = [name ? `Thanks for finishing, ${name}.` : 'Thanks for finishing.'];
  if (results.length === 0) {
    parts.push('There were no answers to look at this time. Next step: try the questions again when you are ready.');
    return { rating: overall.value, explanation, feedback: `Feedback: ${parts.join(' ')}` };
  }
  if (quoted) {
    const j = quoted.judgement;
    const good = j.index >= top / 2 && j.index > 0;
    const showed = quoted.question.kind === 'bank' ? 'showed' : 'had';
    const about = j.strengths.slice(0, 2).join('; ');
    parts.push(
      good
        ? `On question ${quoted.index + 1} you wrote "${j.quote}", and that ${showed}: ${about}.`
        : `On question ${quoted.index + 1} you made a start with "${j.quote}", which ${showed}: ${about}.`,
    );
  } else {
    const attempt = results.find((r) => r.judgement.excerpt);
    parts.push(
      attempt
        ? `On question ${attempt.index + 1} you wrote "${attempt.judgement.excerpt}", but it did not show the ideas the question was looking for yet.`
        : 'This time none of your answers showed the ideas the questions were looking for yet.',
    );
  }
  if (gapped) {
    const n = gapped.index + 1;
    const gap = gapped.judgement.gaps[0]!;
    parts.push(
      gapped.question.kind === 'bank'
        ? `${young ? 'Something to learn more about' : 'An idea to review'} (question ${n}): ${gap}.`
        : `Your answer to question ${n} could use ${gap}.`,
    );
    parts.push(`Next step: for question ${n}, ${gapped.judgement.nextStep}.`);
  } else {
    parts.push('Every answer showed what its question was looking for.');
    parts.push('Next step: explain one of these ideas to someone at home and add a new example of your own.');
  }
  return { rating: overall.value, explanation, feedback: `Feedback: ${parts.join(' ')}` };
}
