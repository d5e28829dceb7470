import type { GradeBand } from '@checkin/domain';
import { normalise } from '../text.js';
import type { BankQuestion, TopicBank } from '../types.js';
import { NEWTONS_LAWS } from './newtons-laws.js';
import { FOOD_CHAIN } from './food-chain.js';
import { ECO_SYSTEM } from './eco-system.js';
import { GRAMMAR_RULES } from './grammar-rules.js';
import { WATER_CYCLE } from './water-cycle.js';

/** Every preset topic except 'Custom Topic', which has no bank by definition. */
export const BANKS: Record<string, TopicBank> = {
  "Newton's Laws of Motion": NEWTONS_LAWS,
  'Food Chain': FOOD_CHAIN,
  'Eco System': ECO_SYSTEM,
  'Grammar Rules': GRAMMAR_RULES,
  'Water Cycle': WATER_CYCLE,
};

/** The bank for a topic, matching preset names loosely ("water cycle" finds "Water Cycle"); null for others. */
export function bankFor(topic: string, band: GradeBand): BankQuestion[] | null {
  const key = Object.keys(BANKS).find((name) => normalise(name) === normalise(topic));
  return key ? (BANKS[key]?.[band] ?? null) : null;
}

export function presetTopicName(topic: string): string | null {
  return Object.keys(BANKS).find((name) => normalise(name) === normalise(topic)) ?? null;
}
