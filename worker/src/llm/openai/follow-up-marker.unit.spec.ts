import { describe, expect, it } from 'vitest';
import { FollowUpMarkerFilter } from './follow-up-marker.js';

function run(deltas: string[]) {
  const filter = new FollowUpMarkerFilter();
  const shown = deltas.map((d) => filter.push(d));
  shown.push(filter.end());
  return { text: shown.join(''), shown, marker: filter.sawMarker };
}

describe('the follow-up marker filter', () => {
  it('cuts a leading marker, even split across pieces, with the space after it', () => {
    expect(run(['[FO', 'LLOW', '-UP]', ' ', ' Why?'])).toMatchObject({ text: 'Why?', marker: true });
  });

  it('lets text without a marker through as it comes, once it cannot be the marker', () => {
    const result = run(['[Fun', ' fact] Rain is water.']);
    expect(result).toMatchObject({ text: '[Fun fact] Rain is water.', marker: false });
    expect(result.shown[0]).toBe('[Fun');
  });

  it('only counts the marker at the start', () => {
    expect(run(['Good. [FOLLOW-UP] Why?'])).toMatchObject({ text: 'Good. [FOLLOW-UP] Why?', marker: false });
  });

  it('drops leading and trailing whitespace but keeps the inner spacing', () => {
    expect(run(['\n  Hello ', ' ', 'there.  ', '\n'])).toMatchObject({ text: 'Hello  there.', marker: false });
  });

  it('gives back a partial marker that turned out to be the whole message', () => {
    expect(run(['[FOLLOW'])).toMatchObject({ text: '[FOLLOW', marker: false });
    expect(run(['[FOLLOW-UP]'])).toMatchObject({ text: '' });
  });
});
