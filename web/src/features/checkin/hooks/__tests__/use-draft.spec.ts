import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Q1, makeDoc } from '../../__tests__/fixtures';
import { useDraft } from '../use-draft';

const ID = 'instance-1';
afterEach(() => sessionStorage.clear());

describe('The answer being typed', () => {
  it('comes back after a reload', () => {
    const first = renderHook(() => useDraft(ID, makeDoc([Q1])));
    act(() => first.result.current.setDraft('Half an ans'));
    first.unmount();
    const again = renderHook(() => useDraft(ID, makeDoc([Q1])));
    expect(again.result.current.draft).toBe('Half an ans');
  });

  it('comes back when it was sent but the page reloaded before the server had it', () => {
    const first = renderHook(() => useDraft(ID, makeDoc([Q1])));
    act(() => first.result.current.markSent('Evaporation', 1));
    expect(first.result.current.draft).toBe('');
    first.unmount();
    expect(renderHook(() => useDraft(ID, makeDoc([Q1]))).result.current.draft).toBe('Evaporation');
  });

  it('is forgotten once the server has the answer, so it is never sent twice', () => {
    const first = renderHook(() => useDraft(ID, makeDoc([Q1])));
    act(() => first.result.current.markSent('Evaporation', 1));
    first.unmount();
    const saved = makeDoc([Q1, { answer: 'Evaporation' }]);
    expect(renderHook(() => useDraft(ID, saved)).result.current.draft).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});
