/**
 * `npm run eval:grading`: the offline rater on every file given, and the configured model rater beside it when
 * OPENAI_BASE_URL is set.
 */
import { evaluationCommand, offlineRater, type Rater } from '@checkin/grading';
import { loadRatingModelConfig } from '../config.js';
import { openAiRater } from './model-rater.js';

const raters: Record<string, Rater> = { offline: offlineRater };
if (process.env.OPENAI_BASE_URL) raters.model = openAiRater(loadRatingModelConfig());
process.exitCode = await evaluationCommand(process.argv.slice(2), raters);
