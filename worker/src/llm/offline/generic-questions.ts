/**
 * The examiner's open questions for a topic it has no bank for. It cannot know their answers, so they carry no
 * answer key: their answers are recorded as not rated, for the teacher to read. Every question names the topic
 * only as "about {topic}", which reads correctly for any name a teacher gives it.
 */
import type { PlannedQuestion } from './types.js';

/** [question, follow-up]; {topic} is replaced by the topic's name. */
const TEMPLATES: [string, string][] = [
  [
    'In your own words, what have you learned about {topic}?',
    'What is one word or idea you remember from learning about {topic}? What does it mean?',
  ],
  [
    'What is the most important idea to know about {topic}? Explain it.',
    'Pick just one idea from learning about {topic}. What does it mean?',
  ],
  [
    'Give one example, from everyday life or from class, of something you learned about {topic}.',
    'Think about your home, your school or outside. Where have you seen something you learned about {topic}?',
  ],
  [
    'Why is it useful to learn about {topic}? Give one reason.',
    'Think about who needs to know about {topic}. Why would it help them?',
  ],
  [
    'What is one mistake people often make when they think about {topic}, and what is right instead?',
    'What might a classmate get wrong when they learn about {topic}?',
  ],
  [
    'How would you explain what you know about {topic} to a younger student?',
    'Try comparing something about {topic} to a thing a little kid already knows.',
  ],
  [
    'Tell me about one cause and one effect you learned about in {topic}.',
    'Think of something that makes something else happen. What is it?',
  ],
  [
    'How does what you learned about {topic} connect to something else you have studied?',
    'Think about another lesson or subject. Does anything there remind you of what you learned about {topic}?',
  ],
  [
    'What is one fact you are sure of about {topic}? How do you know it is true?',
    'Where did you learn that fact? What showed you it was true?',
  ],
  [
    'What part of learning about {topic} was hard at first, and what helped you understand it?',
    'Was there one part you had to think about twice?',
  ],
  [
    'What picture or drawing would help explain what you learned about {topic}? Describe it.',
    'If you made a poster about {topic}, what would be in the middle?',
  ],
  [
    'What is one question you still have about {topic}, and how could you find the answer?',
    'What would you like to find out next about {topic}?',
  ],
];

export const OPEN_QUESTION_COUNT = TEMPLATES.length;

const fill = (text: string, topic: string) => text.replaceAll('{topic}', topic);

export function openQuestions(topic: string): PlannedQuestion[] {
  return TEMPLATES.map(([text, followUp]) => ({
    source: 'open',
    text: fill(text, topic),
    key: null,
    followUp: fill(followUp, topic),
  }));
}
