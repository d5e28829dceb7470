import { GRADES, type Grade, type GradeBand, gradeBand } from '@checkin/domain';

/**
 * A question like the first one the AI examiner writes, for the builder's preview of what a student will see.
 * Only an illustration: the real questions are written for each student when the CheckIn runs.
 */
const BY_TOPIC: Record<string, Partial<Record<GradeBand, string>> & { any: string }> = {
  "Newton's Laws of Motion": {
    'K-2': 'What happens to a ball when you push it? What makes it stop?',
    '3-5': 'Why does a ball keep rolling after you push it, and what makes it slow down?',
    any: 'In your own words, what does Newton’s first law say? Give an example from everyday life.',
  },
  'Food Chain': {
    'K-2': 'What does a rabbit eat, and what animal might eat a rabbit?',
    any: 'What is a food chain? Name one food chain with at least three living things in it.',
  },
  'Eco System': {
    'K-2': 'What do plants and animals need to live in a forest?',
    any: 'What is an ecosystem? Name two living and two non-living parts of one.',
  },
  'Water Cycle': {
    'K-2': 'Where does rain come from?',
    any: 'What happens to water when the sun heats a puddle? Where does it go next?',
  },
  'Grammar Rules': {
    'K-2': 'What do we put at the end of a sentence that asks a question?',
    any: 'What is the difference between a noun and a verb? Give an example of each.',
  },
  'US Presidents': {
    'K-2': 'Who was the first President of the United States? Tell one thing about him.',
    any: 'What is one important thing a US President does? Name a President and something they did.',
  },
};

export function sampleQuestion(topic: string, grade: string): string {
  const bank = BY_TOPIC[topic];
  const band = (GRADES as readonly string[]).includes(grade) ? gradeBand(grade as Grade) : null;
  if (bank) return (band && bank[band]) || bank.any;
  const subject = topic.trim() || 'this topic';
  return band === 'K-2'
    ? `What do you know about ${subject}? Tell me one thing.`
    : `In your own words, what is ${subject}? Give an example.`;
}
