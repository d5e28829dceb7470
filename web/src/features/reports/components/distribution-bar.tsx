import type { RatingCount } from '@checkin/contracts';
import type { RatingScale } from '@checkin/domain';
import { levelProps } from '../../../ui/level-colours';

/**
 * How many ratings fell on each level, as one stacked bar with a legend that says the counts in words: the bar
 * is decoration (hidden from screen readers), the legend is the content.
 */
export function DistributionBar({
  counts,
  scale,
  label,
}: {
  counts: readonly RatingCount[];
  scale: RatingScale;
  label: string;
}) {
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <div data-testid="distribution">
      <div className="report-distribution" aria-hidden="true">
        {total > 0
          ? counts.map((c) => {
              if (c.count === 0) return null;
              const level = levelProps(scale, c.value);
              return (
                <span
                  key={c.value}
                  className="report-level"
                  {...level}
                  style={{ ...level.style, width: `${(c.count / total) * 100}%` }}
                  title={`${c.label}: ${c.count}`}
                />
              );
            })
          : null}
      </div>
      <ul className="report-legend" aria-label={label}>
        {counts.map((c) => (
          <li key={c.value} className="report-level" {...levelProps(scale, c.value)}>
            {c.label} ({c.value}): {c.count}
          </li>
        ))}
      </ul>
    </div>
  );
}
