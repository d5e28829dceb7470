import { useLayoutEffect } from 'react';

/**
 * The time from a report's data arriving to the page showing it, as a User Timing measure (`<name>:render`) that
 * a benchmark reads with performance.getEntriesByName. The mark is set when the reply is parsed; the measure when
 * React has committed the page built from it.
 */
const arrivalMark = (name: string) => `${name}:data`;

function timing(): Performance | null {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function' ? performance : null;
}

export function markReportArrived(name: string): void {
  timing()?.mark(arrivalMark(name));
}

/** Records one measure for each new `data` rendered after its reply arrived (not for data read from the cache). */
export function useRenderMeasure(name: string, data: unknown): void {
  useLayoutEffect(() => {
    const perf = timing();
    if (!perf || data === undefined) return;
    const mark = perf.getEntriesByName(arrivalMark(name), 'mark').at(-1);
    if (!mark) return;
    perf.measure(`${name}:render`, { start: mark.startTime, end: perf.now() });
    // Measured once: a re-render without new data does not count again.
    perf.clearMarks(arrivalMark(name));
  }, [name, data]);
}
