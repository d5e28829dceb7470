import type { GradeBand } from '@checkin/domain';
import type { PlannedQuestion, TopicBank } from '../types.js';
import { NEWTONS_LAWS } from './newtons-laws.js';
import { FOOD_CHAIN } from './food-chain.js';
import { ECO_SYSTEM } from './eco-system.js';
import { GRAMMAR_RULES } from './grammar-rules.js';
import { US_PRESIDENTS } from './us-presidents.js';
import { WATER_CYCLE } from './water-cycle.js';

/** Every preset topic except 'Custom Topic', which has no bank by definition. */
export const BANKS: Record<string, TopicBank> = {
  "Newton's Laws of Motion": NEWTONS_LAWS,
  'Food Chain': FOOD_CHAIN,
  'Eco System': ECO_SYSTEM,
  'Grammar Rules': GRAMMAR_RULES,
  'US Presidents': US_PRESIDENTS,
  'Water Cycle': WATER_CYCLE,
};

/** Every question of every bank, each topic's grade bands in turn: what the bank figures of eval:grading judge. */
export const bankQuestions = (): PlannedQuestion[] =>
  Object.values(BANKS).flatMap((bank) => Object.values(bank).flat());

/** How each preset topic reads inside a sentence ("questions about the water cycle"). */
const IN_A_SENTENCE: Record<string, string> = {
  "Newton's Laws of Motion": "Newton's laws of motion",
  'Food Chain': 'food chains',
  'Eco System': 'ecosystems',
  'Water Cycle': 'the water cycle',
  'Grammar Rules': 'grammar rules',
  'US Presidents': 'US Presidents',
};

const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .trim();

/** The preset topic a teacher's topic names, matched loosely ("water cycle" finds "Water Cycle"); null for others. */
export function presetTopic(topic: string): { name: string; phrase: string } | null {
  const name = Object.keys(BANKS).find((key) => loose(key) === loose(topic));
  return name ? { name, phrase: IN_A_SENTENCE[name] ?? name } : null;
}

export function bankFor(topic: string, band: GradeBand): PlannedQuestion[] | null {
  const preset = presetTopic(topic);
  return preset ? (BANKS[preset.name]?.[band] ?? null) : null;
}
