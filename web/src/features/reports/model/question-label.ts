/** "Question 2: Why does a puddle dry up?", or "Question 2" when no record of its text exists. */
export function questionLabel(questionIndex: number, text: string | null, maxLength = Infinity): string {
  const number = `Question ${questionIndex + 1}`;
  if (!text) return number;
  const shown = text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
  return `${number}: ${shown}`;
}
