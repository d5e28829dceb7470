import type { Actor, InstanceDocument, StudentInstanceView } from '@checkin/contracts';
import { studentInstanceView } from '@checkin/engine';

/**
 * An instance as the caller reads it: its student their own view (what the template's show flags allow, nothing
 * of the teacher's review), its teacher the whole document.
 */
export function instanceViewFor(actor: Actor, doc: InstanceDocument): InstanceDocument | StudentInstanceView {
  return actor.kind === 'student' ? studentInstanceView(doc) : doc;
}
