import type { QuestionSummary } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { Title } from '@mantine/core';
import { levelProps } from '../../../ui/level-colours';
import { questionLabel } from '../model/question-label';
import { formatNumber } from '../model/rating-level';
import { StackedBarsChart } from './charts';

/** The ratings of each question as a chart, and the same numbers as a table. */
export function QuestionDistribution({
  questions,
  scale,
}: {
  questions: readonly QuestionSummary[];
  scale: RatingScale;
}) {
  return (
    <section aria-labelledby="per-question-title" className="report-section" data-testid="question-distribution">
      <Title order={2} size="h3" id="per-question-title" mb="sm">
        Ratings per question
      </Title>
      <StackedBarsChart
        title={`Ratings per question, by level: ${questions
          .map(
            (q) => `question ${q.questionIndex + 1}, ${q.distribution.map((c) => `${c.count} ${c.label}`).join(', ')}`,
          )
          .join('; ')}`}
        scale={scale}
        rows={questions.map((q) => ({ label: `Q${q.questionIndex + 1}`, counts: q.distribution }))}
      />
      <ul className="report-legend" aria-hidden="true" data-testid="chart-legend">
        {scale.levels.map((l) => (
          <li key={l.value} className="report-level" {...levelProps(scale, l.value)}>
            {l.label} ({l.value})
          </li>
        ))}
      </ul>
      <div className="report-grid-wrap" tabIndex={0} role="region" aria-label="Ratings per question, as a table">
        <table className="report-grid" data-testid="question-table">
          <caption>Ratings per question (number of students at each level)</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              {scale.levels.map((l) => (
                <th scope="col" key={l.value}>
                  {l.label} ({l.value})
                </th>
              ))}
              <th scope="col">Answered</th>
              <th scope="col">Average</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr key={q.questionIndex}>
                <th scope="row" style={{ whiteSpace: 'normal', minWidth: '14rem' }}>
                  {questionLabel(q.questionIndex, q.question)}
                </th>
                {scale.levels.map((l) => (
                  <td key={l.value}>{q.distribution.find((c) => c.value === l.value)?.count ?? 0}</td>
                ))}
                <td>{q.answered}</td>
                <td>{formatNumber(q.averageRating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
