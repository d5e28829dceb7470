import { expect } from 'vitest';
import type { InstanceCommand } from './commands.js';
import { decide } from './decide.js';
import type { DomainErrorCode } from './errors.js';
import { isDomainError } from './errors.js';
import type { InstanceEvent } from './events.js';
import { fold } from './state.js';

export { NOW, USAGE, answered, created, replied, started } from './testing.js';

/** given events / when command / then events or error. */
export function given(...events: InstanceEvent[]) {
  return {
    when(command: InstanceCommand) {
      const decision = decide(command, fold(events));
      return {
        then(expected: InstanceEvent[]) {
          expect(decision).toEqual(expected);
        },
        thenRefuses(code: DomainErrorCode) {
          expect(isDomainError(decision) ? decision.code : decision).toBe(code);
        },
      };
    },
  };
}
