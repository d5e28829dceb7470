/**
 * `npm run eval:grading`: the offline rater on every file given, and the configured model rater beside it when
 * OPENAI_BASE_URL is set; then how the offline rater meets the question banks' answers to other questions, their
 * model answers with the things a question sets against each other swapped, their model answers against keys
 * written plainly, their model answers misspelt, and their model answers against keys with their points swapped as
 * misconceptions.
 */
import { evaluationCommand, offlineRater, type Rater } from '@checkin/grading';
import { loadRatingModelConfig } from '../config.js';
import { formatOffQuestion, offQuestionFigures } from '../llm/offline/banks/off-question.js';
import { formatMisconceptions, misconceptionFigures } from '../llm/offline/banks/misconceptions.js';
import { formatMisspelt, misspeltFigures } from '../llm/offline/banks/misspelt.js';
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
  const misspeltAnswers = misspeltFigures();
  const misconceptions = misconceptionFigures();
  console.log(
    args.includes('--json')
      ? JSON.stringify({ offQuestion: figures, swapped, plainKeys, misspelt: misspeltAnswers, misconceptions })
      : [
          formatOffQuestion(figures),
          formatSwapped(swapped),
          formatPlainKeys(plainKeys),
          formatMisspelt(misspeltAnswers),
          formatMisconceptions(misconceptions),
        ]
          .map((part) => `\n${part}`)
          .join('\n'),
  );
}
