import type { Actor, InstanceDocument, StudentInstanceView } from '@checkin/contracts';
import type { LiveInstanceState } from '@checkin/domain';
import { studentInstanceView, studentStateView, toInstanceDocument } from '@checkin/engine';

/**
 * An instance as the caller reads it: its student their own view (what the template's show flags allow, nothing
 * of the teacher's review), its teacher the whole document.
 */
export function instanceViewFor(actor: Actor, doc: InstanceDocument): InstanceDocument | StudentInstanceView {
  return actor.kind === 'student' ? studentInstanceView(doc) : doc;
}

/** The instance after a change, as the caller may see it: the answer of the calls that change it. */
export type InstanceReply = { success: true; data: InstanceDocument | StudentInstanceView };

/** The reply from the state the change left: the same document the read model holds, with no second read. */
export function instanceReply(actor: Actor, state: LiveInstanceState): InstanceReply {
  return { success: true, data: actor.kind === 'student' ? studentStateView(state) : toInstanceDocument(state) };
}
