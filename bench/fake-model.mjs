// A fake OpenAI-compatible chat API (POST /v1/chat/completions) that writes as a model of a given speed does:
// streamed turns begin after `firstTokenMs` and go on at `tokensPerSecond`, ending with a usage chunk; rating calls
// get a JSON reply once as many tokens would have been written. It logs, per student, when it wrote the first
// and the last token of the latest streamed turn, on this process's performance.now() clock.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

const QUESTIONS = [
  'What happens to the water in a puddle on a sunny day, and where does it go?',
  'How do clouds form in the sky, and what makes the water vapor turn into drops?',
  'Why does rain fall from some clouds but not from others on the same day?',
  'Where does the rain go after it reaches the ground, and how does it get back to the sea?',
  'How does the sun keep the whole water cycle going, day after day, all year round?',
];

/** Words as a model's tokens come: the first bare, the rest with their leading space. */
const tokens = (text) => text.split(/(?= )/);

/** What the examiner's instruction (the last system message) asks for, written as a model would. */
function turnText(instruction, name) {
  const asked = /ask question (\d+) of (\d+)/.exec(instruction);
  const question = asked
    ? `Question ${asked[1]} of ${asked[2]}: ${QUESTIONS[(Number(asked[1]) - 1) % QUESTIONS.length]}`
    : 'That was the last question. Thank you for your answers: your teacher will see how you did.';
  if (instruction.includes('This is the start of the check-in'))
    return `Hello ${name}! There are ${asked?.[2] ?? 'a few'} questions. ${question}`;
  return `Thank you, that shows part of the idea and you explained it in your own words. ${question}`;
}

const ANSWER_RATING = {
  rating: 3,
  explanation: 'The answer explains the main step of the water cycle in the student’s own words.',
  example: 'The sun heats the water, which evaporates, rises as vapor, cools and condenses into clouds.',
  safety: { concern: false, category: null, reason: null },
};
const CONVERSATION_RATING = {
  rating: 3,
  explanation: 'The student explained most steps of the water cycle.',
  feedback: 'Feedback: Say more about how the water gets back to the sea.',
};

/** The student a conversation belongs to: the model greeted them by name in its first message. */
const studentOf = (messages) => /^Hello (.+?)!/.exec(messages.find((m) => m.role === 'assistant')?.content ?? '')?.[1];
const nameIn = (instruction) => /<student_name>(.*?)<\/student_name>/.exec(instruction)?.[1] ?? 'there';

export async function startFakeModel({ firstTokenMs, tokensPerSecond }) {
  const tokenMs = 1000 / tokensPerSecond;
  /** Student name -> { firstTokenAt, lastTokenAt } of the latest streamed turn. */
  const turns = new Map();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function stream(res, request) {
    const instruction = request.messages.at(-1).content;
    const name = studentOf(request.messages) ?? nameIn(instruction);
    const words = tokens(turnText(instruction, name));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    const chunk = (choices, extra = {}) =>
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: request.model, choices, ...extra })}\n\n`,
      );
    const began = performance.now();
    const turn = { firstTokenAt: null, lastTokenAt: null };
    turns.set(name, turn);
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const [i, content] of words.entries()) {
      // Each token at its own time from the start, so that slow timers do not add up.
      await sleep(began + firstTokenMs + i * tokenMs - performance.now());
      chunk([{ index: 0, delta: { content }, finish_reason: null }]);
      turn.lastTokenAt = performance.now();
      turn.firstTokenAt ??= turn.lastTokenAt;
    }
    chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    const usage = { prompt_tokens: 400, completion_tokens: words.length, total_tokens: 400 + words.length };
    chunk([], { usage });
    res.end('data: [DONE]\n\n');
  }

  async function reply(res, request) {
    const conversation = request.messages.at(-1).content.startsWith('The whole check-in');
    const content = JSON.stringify(conversation ? CONVERSATION_RATING : ANSWER_RATING);
    const written = tokens(content).length;
    await sleep(firstTokenMs + written * tokenMs);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion',
        created: 0,
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 600, completion_tokens: written, total_tokens: 600 + written },
      }),
    );
  }

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const body = [];
    for await (const piece of req) body.push(piece);
    const request = JSON.parse(Buffer.concat(body).toString());
    await (request.stream ? stream(res, request) : reply(res, request));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${server.address().port}/v1`,
    /** When the latest streamed turn of this student wrote its first and last token. */
    turnOf: (studentName) => turns.get(studentName) ?? null,
    close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(resolve))),
  };
}
