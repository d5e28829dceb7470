import { DEFAULT_RATING_SCALES, GRADES } from '@checkin/domain';

/** How a CheckIn's settings read in lists and previews, the same on every teacher page. */
export function gradeLabel(grade: string): string {
  return grade === 'K' ? 'Kindergarten' : `Grade ${grade}`;
}

export function questionsLabel(count: number): string {
  return `${count} question${count === 1 ? '' : 's'}`;
}

/** The line under a CheckIn's name: "Grade 5 · Fractions · 3 questions". */
export function templateFacts(template: { grade: string; topic: string; numberOfQuestions: number }): string {
  return `${gradeLabel(template.grade)} · ${template.topic} · ${questionsLabel(template.numberOfQuestions)}`;
}

/** Sorts grades in school order (K first), whatever order they came in. */
export function byGrade(a: string, b: string): number {
  return (GRADES as readonly string[]).indexOf(a) - (GRADES as readonly string[]).indexOf(b);
}

/** A rating scale by id; a scale the web app does not know yet is shown by its id. */
export function ratingScaleOf(id: string) {
  return DEFAULT_RATING_SCALES.find((scale) => scale.id === id) ?? { id, name: id, levels: [] };
}
