/** Text a person typed (a name, a topic, a question), as one line of plain text. */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
