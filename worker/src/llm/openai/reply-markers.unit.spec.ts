import { describe, expect, it } from 'vitest';
import { ReplyMarkerFilter, concernOf } from './reply-markers.js';

function run(deltas: string[]) {
  const filter = new ReplyMarkerFilter();
  const shown = deltas.map((d) => filter.push(d));
  shown.push(filter.end());
  return { text: shown.join(''), shown, marker: filter.marker };
}

describe('the reply marker filter', () => {
  it('cuts a leading marker, even split across pieces, with the space after it', () => {
    expect(run(['[FO', 'LLOW', '-UP]', ' ', ' Why?'])).toMatchObject({ text: 'Why?', marker: '[FOLLOW-UP]' });
  });

  it('lets text without a marker through as it comes, once it cannot be the marker', () => {
    const result = run(['[Fun', ' fact] Rain is water.']);
    expect(result).toMatchObject({ text: '[Fun fact] Rain is water.', marker: null });
    expect(result.shown[0]).toBe('[Fun');
  });

  it('only counts the marker at the start', () => {
    expect(run(['Good. [FOLLOW-UP] Why?'])).toMatchObject({ text: 'Good. [FOLLOW-UP] Why?', marker: null });
  });

  it('drops leading and trailing whitespace but keeps the inner spacing', () => {
    expect(run(['\n  Hello ', ' ', 'there.  ', '\n'])).toMatchObject({ text: 'Hello  there.', marker: null });
  });

  it('gives back a partial marker that turned out to be the whole message', () => {
    expect(run(['[FOLLOW'])).toMatchObject({ text: '[FOLLOW', marker: null });
    expect(run(['[FOLLOW-UP]'])).toMatchObject({ text: '' });
  });

  it('cuts a concern marker and names its category', () => {
    const result = run(['[CON', 'CERN:self', '-harm] Thank you for telling me.']);
    expect(result).toMatchObject({ text: 'Thank you for telling me.', marker: '[CONCERN:self-harm]' });
    expect(concernOf(result.marker)).toBe('self-harm');
    expect(concernOf('[FOLLOW-UP]')).toBeNull();
    expect(run(['[CONCERN:homework] Hi.'])).toMatchObject({ text: '[CONCERN:homework] Hi.', marker: null });
  });
});
