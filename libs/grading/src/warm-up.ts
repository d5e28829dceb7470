import { analyse } from './text.js';
import { loadWordNet } from './wordnet.js';

/**
 * Loads the language model and WordNet now (about 0.2 s), so that the first answer a process rates is as fast as
 * the rest. Returns how long it took, in ms.
 */
export function warmUp(): number {
  const t0 = performance.now();
  analyse('Water evaporates when the sun heats it.');
  loadWordNet();
  return performance.now() - t0;
}
