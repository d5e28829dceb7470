/**
 * `npm run eval:grading`: the offline rater on every file given, and the configured model rater beside it when
 * OPENAI_BASE_URL is set; then how the offline rater meets the question banks' answers to other questions, their
 * model answers with the things a question sets against each other swapped, and their model answers against keys
 * written plainly.
 */
import { evaluationCommand, offlineRater, type Rater } from '@checkin/grading';
import { loadRatingModelConfig } from '../config.js';
import { formatOffQuestion, offQuestionFigures } from '../llm/offline/banks/off-question.js';
import { formatPlainKeys, plainKeyFigures } from '../llm/offline/banks/plain-keys.js';
import { formatSwapped, swappedFigures } from '../llm/offline/banks/swapped.js';
import { openAiRater } from './model-rater.js';

const raters: Record<string, Rater> = { offline: offlineRater };
if (process.env.OPENAI_BASE_URL) raters.model = openAiRater(loadRatingModelConfig());
const args = process.argv.slice(2);
process.exitCode = await evaluationCommand(args, raters);
if (process.exitCode === 0 && !args.includes('--help')) {
  const figures = offQuestionFigures();
  const swapped = swappedFigures();
  const plainKeys = plainKeyFigures();
  console.log(
    args.includes('--json')
      ? JSON.stringify({ offQuestion: figures, swapped, plainKeys })
      : `\n${formatOffQuestion(figures)}\n\n${formatSwapped(swapped)}\n\n${formatPlainKeys(plainKeys)}`,
  );
}
