import type { RatingScale } from './settings.js';

/** The scales every installation starts with; teachers' own scales come later as rows beside them. */
export const DEFAULT_RATING_SCALES: RatingScale[] = [
  {
    id: 'four-level',
    name: 'Four levels',
    levels: [
      { value: 1, label: 'Beginning', description: 'Shows little of the key ideas yet.' },
      { value: 2, label: 'Developing', description: 'Shows some of the key ideas, with gaps.' },
      { value: 3, label: 'Proficient', description: 'Shows the key ideas correctly.' },
      { value: 4, label: 'Advanced', description: 'Shows the key ideas fully, with reasons or examples.' },
    ],
  },
  {
    id: 'three-level',
    name: 'Three levels',
    levels: [
      { value: 1, label: 'Not yet', description: 'The key ideas are missing or wrong.' },
      { value: 2, label: 'Almost', description: 'Part of the key ideas is there.' },
      { value: 3, label: 'Got it', description: 'The key ideas are there and correct.' },
    ],
  },
  {
    id: 'five-star',
    name: 'Five stars',
    levels: [1, 2, 3, 4, 5].map((value) => ({
      value,
      label: `${value} star${value === 1 ? '' : 's'}`,
      description:
        ['Very little', 'A start', 'About half', 'Most of it', 'All of it'][value - 1] + ' of the key ideas.',
    })),
  },
];

export const DEFAULT_RATING_SCALE_ID = 'four-level';

export function defaultRatingScale(): RatingScale {
  return DEFAULT_RATING_SCALES.find((s) => s.id === DEFAULT_RATING_SCALE_ID)!;
}
