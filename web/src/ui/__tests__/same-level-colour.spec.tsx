import { DEFAULT_RATING_SCALES } from '@checkin/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingBadge as StudentBadge } from '../../features/checkin/components/rating-badge';
import { RatingBadge as TranscriptBadge } from '../../features/instances/components/rating-badge';
import { RatingPair } from '../../features/reports/components/rating-pair';
import { OKABE_ITO } from '../level-colours';

const show = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const colours = (element: HTMLElement) => ({
  level: element.getAttribute('data-level'),
  bar: element.style.getPropertyValue('--level-bar'),
  tint: element.style.getPropertyValue('--level-tint'),
});

/** The colours each page gives a level: the student's results, the teacher's transcript, the report. */
function coloursEverywhere(scaleId: string, value: number) {
  const scale = DEFAULT_RATING_SCALES.find((s) => s.id === scaleId)!;
  const label = scale.levels.find((l) => l.value === value)!.label;
  const max = Math.max(...scale.levels.map((l) => l.value));
  const student = show(<StudentBadge rating={{ kind: 'rated', value, label, max, scale }} />);
  const forStudent = colours(screen.getByTestId('rating-badge'));
  student.unmount();
  const transcript = show(<TranscriptBadge label={label} value={value} scale={scale} />);
  const forTranscript = colours(screen.getByTestId('rating-badge'));
  transcript.unmount();
  const report = show(<RatingPair scale={scale} aiRating={value} aiLabel={label} override={null} />);
  const forReport = colours(screen.getByTestId('ai-rating'));
  report.unmount();
  return { forStudent, forTranscript, forReport };
}

describe('a level has one colour, for the student and the teacher', () => {
  it.each(DEFAULT_RATING_SCALES.flatMap((scale) => scale.levels.map((level) => [scale.id, level.value] as const)))(
    'on the %s scale, level %s',
    (scaleId, value) => {
      const { forStudent, forTranscript, forReport } = coloursEverywhere(scaleId, value);
      expect(forStudent.bar).not.toBe('');
      expect(forStudent).toEqual(forReport);
      expect(forTranscript).toEqual(forReport);
    },
  );

  it('colours the lowest and the highest level of four apart, with the label beside the colour', () => {
    const scale = DEFAULT_RATING_SCALES.find((s) => s.id === 'four-level')!;
    show(<StudentBadge rating={{ kind: 'rated', value: 1, label: 'Beginning', max: 4, scale }} />);
    show(<StudentBadge rating={{ kind: 'rated', value: 4, label: 'Advanced', max: 4, scale }} />);
    const [lowest, highest] = screen.getAllByTestId('rating-badge');
    expect(lowest).toHaveTextContent(/^Beginning$/);
    expect(colours(lowest!).bar).toBe(OKABE_ITO.vermillion);
    expect(highest).toHaveTextContent(/^Advanced$/);
    expect(colours(highest!).bar).toBe(OKABE_ITO.blue);
  });
});
