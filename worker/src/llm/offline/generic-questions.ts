/**
 * The examiner's open questions for a topic it has no bank for (or when the bank runs out). It cannot know their
 * answers, so they carry no answer key: their answers are recorded as not rated, for the teacher to read. Every
 * question names the topic only as "about {topic}" or "in {topic}", which reads correctly for any name a teacher
 * gives it. There are enough of them for the longest CheckIn, so none is ever asked twice.
 */
import { PROMPT_TYPES, type PromptType } from '@checkin/domain';
import type { PlannedQuestion } from './types.js';

/** [question, follow-up] in each questioning style; {topic} is replaced by the topic's name. */
const TEMPLATES: Record<PromptType, [string, string][]> = {
  default: [
    [
      'In your own words, what have you learned about {topic}?',
      'What is one word or idea you remember from learning about {topic}? What does it mean?',
    ],
    [
      'What is the most important idea to know about {topic}? Explain it.',
      'Pick just one idea from learning about {topic}. What does it mean?',
    ],
    [
      'How would you explain what you know about {topic} to a younger student?',
      'Try comparing something about {topic} to a thing a little kid already knows.',
    ],
    [
      'What picture or drawing would help explain what you learned about {topic}? Describe it.',
      'If you made a poster about {topic}, what would be in the middle?',
    ],
    [
      'What are two important words to use when you talk about {topic}? What does each one mean?',
      'Pick one of those words. What does it mean?',
    ],
    ['What are the main parts or steps of what you learned about {topic}?', 'What is one part or step you remember?'],
    [
      'What part of learning about {topic} was hard at first, and what helped you understand it?',
      'Was there one part you had to think about twice?',
    ],
    [
      'What is one question you still have about {topic}, and how could you find the answer?',
      'What would you like to find out next about {topic}?',
    ],
  ],
  reasoning: [
    [
      'Pick one thing you learned about {topic}. Why does it happen, or why is it true?',
      'What makes it so? Try starting your answer with "because".',
    ],
    [
      'Tell me about one cause and one effect you learned about in {topic}.',
      'Think of something that makes something else happen. What is it?',
    ],
    [
      'What is one fact you are sure of about {topic}? How do you know it is true?',
      'Where did you learn that fact? What showed you it was true?',
    ],
    [
      'What is one mistake people often make when they think about {topic}, and what is right instead?',
      'What might a classmate get wrong when they learn about {topic}? Why is it wrong?',
    ],
    [
      'Why is it useful to learn about {topic}? Give one reason.',
      'Think about who needs to know about {topic}. Why would it help them?',
    ],
    [
      'Choose two ideas you learned about {topic}. How are they connected, and why?',
      'Does one of the ideas cause or change the other? How?',
    ],
    [
      'If a friend said something you learned about {topic} was wrong, how would you show them it is right?',
      'What would you point to, to show it is true?',
    ],
    [
      'What is the hardest idea you learned about {topic}? Explain it step by step.',
      'What comes first, and what comes next?',
    ],
  ],
  apply: [
    [
      'Give one example, from everyday life or from class, of something you learned about {topic}.',
      'Think about your home, your school or outside. Where have you seen something you learned about {topic}?',
    ],
    [
      'Make up a new example of something you learned about {topic}, one that was not in your lessons. How does it fit?',
      'Think of one thing you saw this week. Does any of it connect to what you learned about {topic}?',
    ],
    [
      'Think of a job where people use what you learned about {topic}. How do they use it?',
      'Who might need to know about {topic} at work? What would they do with it?',
    ],
    [
      'Imagine a friend has a problem that what you learned about {topic} could help with. What would you tell them?',
      'What is one tip from what you learned about {topic} that could help someone?',
    ],
    [
      'Describe something you could try at home that shows an idea you learned about {topic}. What would you expect to see?',
      'What would you need, and what would happen?',
    ],
    [
      'How does what you learned about {topic} connect to something else you have studied?',
      'Think about another lesson or subject. Does anything there remind you of what you learned about {topic}?',
    ],
    [
      'Pick one idea you learned about {topic}. What would happen if it were not true? Explain what would change.',
      'Pick one thing that would be different. Why?',
    ],
    [
      'Imagine teaching what you learned about {topic} with a real object. Which object would you use, and how?',
      'What could you hold up or point to, to show the idea?',
    ],
  ],
};

export const OPEN_QUESTION_COUNT = Object.values(TEMPLATES).reduce((n, list) => n + list.length, 0);

const fill = (text: string, topic: string) => text.replaceAll('{topic}', topic);

/** Every open question: the style's own first, then the others' in PROMPT_TYPES order. */
export function openQuestions(topic: string, style: PromptType): PlannedQuestion[] {
  const order = [style, ...PROMPT_TYPES.filter((s) => s !== style)];
  return order.flatMap((s) =>
    TEMPLATES[s].map(([text, followUp]): PlannedQuestion => ({
      source: 'open',
      text: fill(text, topic),
      key: null,
      followUp: fill(followUp, topic),
    })),
  );
}
