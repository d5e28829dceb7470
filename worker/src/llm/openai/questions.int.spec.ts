/**
 * The model's questions, as the provider asks for them: in the template's questioning style, fitted to the teacher's
 * own questions, and never the same question twice; answers judged at the template's strictness.
 */
import { type InstanceSettings, type NextTurnPlan, type PromptType } from '@checkin/domain';
import { DEFAULT_PROMPTS, PROMPT_IDS } from '@checkin/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest } from './fake-openai-server.test-helpers.js';
import { RetryableAiError } from './chat-client.js';
import { providerForFile } from './provider-for-file.test-helpers.js';
import { ctx, message } from './provider-fixtures.test-helpers.js';
import { questionsIn } from './repeated-question.js';

const env = providerForFile();

beforeAll(async () => {
  for (const p of DEFAULT_PROMPTS) {
    await env.database.db.query(`INSERT INTO prompts (id, kind, name, version, body) VALUES ($1, $2, $3, $4, $5)`, [
      p.id,
      p.kind,
      p.name,
      p.version,
      p.body,
    ]);
  }
});

const TEACHER = ['What is a volcano?', 'Why do volcanoes erupt?'];
/** The questions a model would reach for first: the teacher's own among them. */
const POOL = [...TEACHER, 'Where on Earth are most volcanoes found?', 'What is magma made of?', 'How does lava cool?'];

const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const tags = (text: string, tag: string) =>
  [...text.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map((m) => unescape(m[1]!));

/**
 * A model that does what the turn's instruction says, and no more: it asks the teacher's question when told to,
 * and otherwise the first question of its pool that the instruction does not list as asked.
 */
function obedientModel(request: ChatRequest) {
  const instruction = request.messages.at(-1)!.content;
  const [given] = tags(instruction, 'question_to_ask');
  if (given) return { kind: 'stream' as const, deltas: ['Thanks. ', given] };
  if (/close the check-in/.test(instruction)) return { kind: 'stream' as const, deltas: ['Thank you, that is all.'] };
  const asked = tags(instruction, 'asked_question');
  const next = POOL.find((q) => !asked.includes(q)) ?? 'Out of questions?';
  return { kind: 'stream' as const, deltas: ['Good. ', next] };
}

function settingsOf(promptType: PromptType, extra: Partial<InstanceSettings> = {}): Partial<InstanceSettings> {
  return {
    topic: 'Volcanoes',
    grade: '6',
    promptType,
    questionPromptId: PROMPT_IDS[promptType].question,
    ratingPromptId: PROMPT_IDS[promptType].rating,
    ...extra,
  };
}

const after = (k: number, total: number): NextTurnPlan => ({
  kind: 'after-answer',
  answerMessageId: `a${k}`,
  answeredIndex: k,
  mayFollowUp: false,
  nextIndex: k + 1,
  nextIsClosing: k + 1 >= total,
  safetyConcern: null,
});

describe("the model's questions", () => {
  it("asks the teacher's questions as written, then its own, fitted to them, and none twice", async () => {
    env.server.always(obedientModel);
    const total = 5;
    const extra = settingsOf('apply', {
      numberOfQuestions: total,
      customQuestions: TEACHER.map((question) => ({ question, key: null })),
    });
    const messages = [];
    const first = await env.provider.nextTurn(
      ctx(messages, extra),
      { kind: 'first-question', questionIndex: 0 },
      () => {},
    );
    messages.push(message('assistant', first.content, 0));
    for (let k = 0; k < total; k++) {
      messages.push(message('user', 'Lava is hot rock.', k));
      const reply = await env.provider.nextTurn(ctx([...messages], extra), after(k, total), () => {});
      messages.push(message('assistant', reply.content, k + 1));
    }
    const asked = messages.filter((m) => m.role === 'assistant').flatMap((m) => questionsIn(m.content));
    expect(asked.slice(0, 2)).toEqual(TEACHER);
    expect(asked).toHaveLength(total);
    expect(new Set(asked).size).toBe(total);

    // Every question of the model's own was asked for in the style, fitted to the teacher's, for the grade.
    const own = env.server.requests.filter((r) => /a new question of your own/.test(r.messages.at(-1)!.content));
    expect(own).toHaveLength(3);
    for (const request of own) {
      expect(request.messages[0]!.content).toContain('apply what they know to a new case');
      expect(request.messages[0]!.content).toContain('grade 6 on the topic "Volcanoes"');
      expect(tags(request.messages.at(-1)!.content, 'teacher_question')).toEqual(TEACHER);
      expect(request.messages.at(-1)!.content).toContain('for grade 6');
    }
  });

  it('follows the questioning style of the template', async () => {
    env.server.always({ kind: 'stream', deltas: ['Hi! What is magma?'] });
    const styles: Record<PromptType, string> = {
      default: 'Your questions check understanding',
      reasoning: 'explain their reasoning',
      apply: 'apply what they know to a new case',
    };
    for (const [style, words] of Object.entries(styles) as [PromptType, string][]) {
      await env.provider.nextTurn(ctx([], settingsOf(style)), { kind: 'first-question', questionIndex: 0 }, () => {});
      const system = env.server.requests.at(-1)!.messages[0]!.content;
      expect(system, style).toContain(words);
      for (const other of Object.values(styles).filter((w) => w !== words)) expect(system).not.toContain(other);
    }
  });

  it('refuses a reply that asks an earlier question again, for the job to try once more', async () => {
    const earlier = [
      message('assistant', 'Hi Ada! Question 1 of 3: Where on Earth are most volcanoes found?', 0),
      message('user', 'near the sea', 0),
    ];
    env.server.answer({ kind: 'stream', deltas: ['Nice try. ', 'Where on earth are most of the volcanoes found?'] });
    const error = await env.provider
      .nextTurn(ctx(earlier, settingsOf('default')), after(0, 3), () => {})
      .catch((e) => e);
    expect(error).toBeInstanceOf(RetryableAiError);
    expect((error as Error).message).toBe(
      'The model asked an earlier question again: "Question 1 of 3: Where on Earth are most volcanoes found?"',
    );
    // Told what was asked, the next attempt asks something new; a short nudge may come up more than once.
    expect(tags(env.server.requests[0]!.messages.at(-1)!.content, 'asked_question')).toEqual([
      'Question 1 of 3: Where on Earth are most volcanoes found?',
    ]);
    env.server.answer({ kind: 'stream', deltas: ['Thanks. What is magma made of? Can you say more?'] });
    const withNudge = [...earlier.slice(0, 1), message('assistant', 'Can you say more?', 0), earlier[1]!];
    const reply = await env.provider.nextTurn(ctx(withNudge, settingsOf('default')), after(0, 3), () => {});
    expect(reply.content).toBe('Thanks. What is magma made of? Can you say more?');
  });
});

describe('strictness (rating_level)', () => {
  it('tells the rating model how strict the teacher asked it to be', async () => {
    const answer = message('user', 'Magma is melted rock under the ground.', 0);
    const conversation = [message('assistant', 'What is magma?', 0), answer];
    const systems: string[] = [];
    for (const ratingLevel of ['easy', 'medium', 'hard'] as const) {
      env.server.answer({
        kind: 'reply',
        content: JSON.stringify({ rating: 3, explanation: 'Right.', example: 'Melted rock.' }),
      });
      await env.provider.rateAnswer(ctx(conversation, settingsOf('default', { ratingLevel })), answer.messageId);
      systems.push(env.server.requests.at(-1)!.messages[0]!.content);
    }
    expect(systems[0]).toContain('Strictness: Gentle (easy). A good part of the key ideas earns a high rating.');
    expect(systems[1]).toContain('Strictness: Balanced (medium).');
    expect(systems[2]).toContain(
      'Strictness: Demanding (hard). A high rating needs all the key ideas, with reasons or examples.',
    );
    expect(systems[2]).toContain('at hard strictness');
  });
});
