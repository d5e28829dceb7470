// What the simulated students of the benchmarks write, and how they find the examiner's reply in the document.

/** Answers of three kinds, so that the examiner sometimes follows up on a thin one. */
export const ANSWERS = [
  'Water evaporates when the sun heats it, the vapor rises, cools and condenses into clouds, then falls as rain.',
  'The sun heats water in oceans and lakes so it turns into water vapor and goes up into the air.',
  'Clouds form when water vapor cools and condenses into tiny drops.',
  'I think it rains.',
  'Precipitation is rain, snow, sleet or hail falling from clouds, and it collects in rivers, lakes and oceans.',
];

/** The examiner's reply to the n-th answer, once the instance shows it, and whether it ends the conversation. */
export function replyTo(n) {
  return (doc) => {
    const shown = doc.displayMessages;
    const answerAt = shown.findLastIndex((m) => m.role === 'user');
    const reply = shown[answerAt + 1];
    if (shown.filter((m) => m.role === 'user').length < n || !reply) return null;
    return { content: reply.content, shouldEnd: reply.questionIndex >= doc.numberOfQuestions };
  };
}
