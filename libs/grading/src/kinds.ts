import type { AnswerKey } from '@checkin/domain';
import { optionsOf } from './choice.js';
import { saysThan } from './comparisons.js';
import { splitPoint } from './key-points.js';
import { tokenMatch } from './reference.js';
import { analyse, stemSet, type Token } from './text.js';
import { senseCount } from './wordnet.js';
import { answerSide, asksYesNo } from './yes-no.js';

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

/** Words an answer uses only when it speaks to the grader, the prompt or the check-in rather than to the question. */
const INJECTION = [
  // orders to drop the rules, in English and the languages students often try
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules?|rubric|above|previous|prior|system)\b/,
  /\b(?:ignor\w*|olvida\w*|oublie\w*|vergiss\w*)\b.{0,40}(?:instruc|anweisung|istruzion|instru[cç][oõ]es|reglas|r[eè]gles|regeln)/,
  // asking for a rating
  /\b(?:give|award|grant|assign)\s+(?:me|this|my answer|it)\b.{0,30}\b(?:full|max(?:imum)?|all|top|perfect|100|10)\b.{0,20}\b(?:marks?|points?|credit|score|grade)\b/,
  /\b(?:give|award|grant)\s+(?:me|this|my answer|it)\s+(?:(?:an?\s+)?(?:a\+|advanced|excellent|perfect|top)\b|an?\s+(?:good\s+|high\s+)?(?:grade|mark|score|rating)\b)/,
  /\b(?:rate|mark|grade|score|label|classify)(?:d|ed|s)?\s+(?:this|me|my answer|it|the answer)\b.{0,30}\b(?:advanced|correct|excellent|perfect|full|right|proficient|highest|top|max(?:imum)?|100|10\/10|as right)\b/,
  /\b(?:marked|rated|graded|scored)\s+(?:as\s+)?(?:shown|correct|excellent|perfect|right|full|advanced|proficient)\b/,
  /\b(?:full|top|max(?:imum)?|highest|perfect|best)\s+(?:marks?|points|credit|score|grade|rating)\b/,
  /\b(?:full|max(?:imum)?|all the)\s+(?:marks|points|credit)\s+(?:please|pls|plz)\b/,
  /\b(?:rating|score|grade|mark)\s*[:=]\s*\d/,
  /(?:calificaci[oó]n|nota|note|punteggio|pontua[cç][aã]o)\s+m[aá]xim|\bvolle\s+punktzahl\b/,
  // the grader, the prompt and the key named
  /\b(?:system prompt|system instructions|you are (?:now )?an? (?:ai|grader|assistant|language model)|as an ai|new instructions|jailbreak|developer mode)\b/,
  /\b(?:grader|assistant|system|teacher bot)\s*:/,
  /\b(?:grader|examiner|chatbot|language model)\b/,
  /\b(?:answer[\s_-]?key|model[\s_-]?answer|example answer|rubric)\b/,
  /\b(?:your|what|hidden|original)\s+(?:instructions|rules|prompt)\b|\binstructions\s+(?:were\s+)?(?:you|your)\b/,
  /\b(?:verbatim|word for word)\b|\b(?:start|begin)\s+your\s+(?:reply|answer|response|message)\b/,
  // a new role
  /\byou(?:'re| are)\s+(?:now|no longer)\b|\bfrom now on\b|\bforget\s+(?:that\s+)?you\b|\bstop being\b|\bstay in character\b|\bnew role\b/,
  // ending the check-in
  /\b(?:end|close|finish|stop|skip|terminate)\b.{0,30}\bcheck-?in\b|\bcheck-?in\b.{0,30}\b(?:over|done|complete|finished|ended|only has)\b/,
  /\b(?:please|can you|could you|you can|just)\s+(?:end|finish|stop)\b|\b(?:end|finish)\s+(?:it\s+)?now\b/,
  /\b(?:stop|quit)\s+asking\b|\bno more questions\b|\bask no more\b/,
  // markup meant for the machine: the prompt's tags (escaped or not), the follow-up marker, a JSON object
  /(?:<|&lt;)\s*\/?\s*(?:student_answer|student_name|examiner|answer_key|question_to_ask|system|assistant|instructions?|prompt)\b/,
  /\[follow-up\]/,
  /\{\s*"[^"]*"\s*:/,
];

/** The patterns as one (none has flags): the answer is read once, where it was read once a pattern. */
const ANY_INJECTION = new RegExp(INJECTION.map((r) => `(?:${r.source})`).join('|'));

/** Letters from other scripts that look like Latin ones, as a student may use them to slip past the patterns. */
const LOOKALIKE_LETTERS: Array<[from: string, to: string]> = [
  ['аеорсухіјѕԁһӏԛԝкАВЕКМНОРСТХІЈЅУ', 'aeopcyxijsdhlqwkabekmhopctxijsy'],
  ['αοεικνρτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'aoeiknptuxabezhikmnoptyx'],
  ['ᎪᏴᏟᎬᎻᎫᏦᎷᏚᎢᏔᏃ', 'abcehjkmstwz'],
];
const LOOKALIKES = new Map(LOOKALIKE_LETTERS.flatMap(([from, to]) => [...from].map((c, i) => [c, to[i]] as const)));

/** Printable ASCII: nothing to normalise, no invisible characters, no look-alikes (all of those lie outside it). */
const PLAIN_ASCII = /^[\t\n\r -~]*$/;

/** The answer as the injection patterns read it: look-alikes as Latin letters, no invisible characters or emphasis. */
function plainForm(answer: string): string {
  // most answers are typed in ASCII, where NFKC, the look-alikes and the curly quotes change nothing
  if (PLAIN_ASCII.test(answer)) return answer.replace(/[*~`]/g, '').toLowerCase();
  const visible = answer
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[*~`]/g, '');
  return [...visible]
    .map((c) => LOOKALIKES.get(c) ?? c)
    .join('')
    .toLowerCase()
    .replace(/[’‘]/g, "'");
}

/** Whether the answer talks to the grader instead of answering: asks for marks, a role, the key, the prompt or the end. */
function isInjection(answer: string): boolean {
  const text = plainForm(answer);
  return ANY_INJECTION.test(text);
}

/**
 * How a question asked of the examiner opens: a question word ("What is chlorophyll?", "why?"; not "what about …",
 * "how about …" or "what if …", which offer an answer), a word asking to be told again ("huh?", "hint?"), or a
 * request of "you" ("Can you give me a hint?", "Do I have to?"). "Is it chlorophyll?" offers an answer.
 */
const ASKING =
  /^(?:(?:what|whats|why|how|who|whom|whose|where|when|which)\b(?!\s+(?:about|if)\b)|(?:huh|hm+|eh|pardon|hint|help|wdym)\b|(?:can|could|will|would|may|do|does|did|should|shall|must)\s+(?:you|i|we)\b)/;
/** A sentence: up to its stop, or a line. */
const SENTENCES = /[^.!?\n]*[.!?]+|[^.!?\n]+/g;
const QUESTION = /\?[?!]*$/;

/**
 * Whether a student's message asks the examiner something rather than answering: every sentence of it a question,
 * the first opening as one asked back does, and not a word to the grader ("Can you give me full marks?"). Such a
 * message is no answer to rate.
 */
export function asksBack(message: string): boolean {
  const sentences = (plainForm(message).match(SENTENCES) ?? []).map((s) => s.trim()).filter((s) => /[a-z0-9]/.test(s));
  return (
    sentences.length > 0 &&
    sentences.every((s) => QUESTION.test(s)) &&
    ASKING.test(sentences[0]!) &&
    !isInjection(message)
  );
}

const JOKE = /\b(?:lol|lmao|rofl|haha+|hehe+|jk|xd|bruh|lmfao)\b/;

/** Share of the answer's word pairs that stand in the question too (a copied phrase scores near 1). */
function copiedShare(question: { stem: string }[], answer: { stem: string }[]): number {
  const pairs = (ts: { stem: string }[]) => ts.slice(1).map((t, i) => `${ts[i]!.stem} ${t.stem}`);
  const q = new Set(pairs(question));
  const a = pairs(answer);
  return a.length ? a.filter((p) => q.has(p)).length / a.length : 0;
}

/** The content words of the key: its model answer and every wording of its key points. */
function referenceWords(key: AnswerKey): Token[] {
  return [key.modelAnswer, ...key.keyPoints.flatMap((p) => splitPoint(p).alternatives)].flatMap(
    (s) => analyse(s).content,
  );
}

/** How many of the answer's words match a word of `pool`. */
function topical(answer: Token[], pool: Token[]): number {
  let n = 0;
  for (const t of answer) if (tokenMatch(pool, t, null).match !== 'none') n++;
  return n;
}

/** A word that begins with a capital, as a name or an abbreviation is written ("NYC", "Hermione", "Mice."). */
const CAPITALISED = /\b[A-Z][A-Za-z]*\b/g;

/** Sorts out answers that are not attempts at the question: empty, "I don't know", noise, talk to the grader, or an echo. */
export function answerKind(question: string, key: AnswerKey, answer: string): AnswerKind {
  const text = answer.trim().toLowerCase().replace(/[’‘]/g, "'");
  if (isInjection(answer)) return 'injection';
  if (!/[a-z0-9]/.test(text)) return 'blank';

  let rest = text;
  for (const r of IDK) rest = rest.replace(r, ' ');
  if (rest !== text && !/[a-z0-9]/.test(rest.replace(FILLER, ' '))) return 'idk';

  const a = analyse(answer);
  const words = a.tokens.filter((t) => /^[a-z]/.test(t.normal));
  // a number on its own answers a question of how many or which year ("12", "1945", "4+4+4=12")
  if (!words.length) return a.numbers.length > 0 ? 'answered' : 'nonsense';
  // keyboard mashing: most words are neither function words nor known to WordNet, nor written as names are (the
  // tagger takes a capitalised word for a name, and reads no dictionary form of it: "Mice.")
  const capitals = new Set((answer.match(CAPITALISED) ?? []).map((w) => w.toLowerCase()));
  const known = words.filter(
    (t) => t.stop || t.negation || capitals.has(t.normal) || senseCount(t.lemma) > 0 || senseCount(t.normal) > 0,
  ).length;
  if (known / words.length < 0.5) return 'nonsense';

  const asked = analyse(question);
  const q = asked.content;
  // a joke (a laugh marker) that barely touches the subject; other off-subject answers are left to the model
  if (JOKE.test(text) && (topical(a.content, referenceWords(key)) + topical(a.content, q)) * 2 < a.content.length)
    return 'nonsense';

  // an echo repeats the question's words and adds nothing of the reference that the question lacks (the cheap
  // tests first: most answers bring a word of their own, and matching is only needed for those that do not)
  const qStems = stemSet(q);
  if (a.content.length < 2 || !a.content.every((t) => qStems.has(t.stem))) return 'answered';
  // but a question answered yes or no is answered in its words said as a statement ("Ice floats on water."), and one
  // that offers options by comparing them ("Faster in water than in air.")
  const options = optionsOf(asked);
  if (asksYesNo(question, options) && answerSide(answer, a, asked) !== null) return 'answered';
  if (options.length && saysThan(a.tokens)) return 'answered';
  const fresh = referenceWords(key).filter((t) => !qStems.has(t.stem));
  const addsReference = a.content.some((t) => tokenMatch(fresh, t, null).match !== 'none');
  if (!addsReference && copiedShare(asked.tokens, a.tokens) >= 0.6) return 'echo';
  return 'answered';
}
