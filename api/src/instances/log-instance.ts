import type { Actor } from '@checkin/contracts';
import type { LiveInstanceState, StudentFeedback } from '@checkin/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InstanceCommands } from './instance-commands.js';
import { type InstanceReply, instanceReply } from './instance-view.js';

/** The student's thumbs on one entry of messageLogs, found by messageId or else by its place in the list. */
export type FeedbackChange = { messageId?: string; index: number; feedback: StudentFeedback | null };

/**
 * logConversation and logAssessmentInstance. The server keeps the conversation itself (each answer and reply is
 * an event), so these calls carry only what a client may change: the student's name, the student's thumbs on
 * the AI's messages (user_feedback in messageLogs), and canceling.
 */
export class LogInstanceCommand extends Command<InstanceReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
    readonly change: { studentName?: string | null; cancel?: boolean; feedback?: FeedbackChange[] },
  ) {
    super();
  }
}

@CommandHandler(LogInstanceCommand)
export class LogInstanceHandler implements ICommandHandler<LogInstanceCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, instanceId, change }: LogInstanceCommand): Promise<InstanceReply> {
    let state = await this.instances.load(actor, instanceId);
    for (const { messageId, feedback } of feedbackChanges(state, change.feedback ?? [])) {
      ({ state } = await this.instances.run(actor, instanceId, 'RecordStudentFeedback', { messageId, feedback }));
    }
    if (change.studentName !== undefined) {
      ({ state } = await this.instances.run(actor, instanceId, 'UpdateInstanceDetails', {
        studentName: change.studentName?.trim() || null,
      }));
    }
    if (change.cancel) {
      const reason = actor.kind === 'student' ? 'Ended by the student' : 'Canceled by the teacher';
      ({ state } = await this.instances.run(actor, instanceId, 'CancelInstance', { reason }));
    }
    return instanceReply(actor, state);
  }
}

/** The thumbs that differ from those recorded; entries left as they were (most of a list sent back) are skipped. */
function feedbackChanges(state: LiveInstanceState, changes: FeedbackChange[]) {
  return changes.flatMap(({ messageId, index, feedback }) => {
    const id = messageId ?? state.messages[index]?.messageId;
    if (!id || (state.studentFeedback[id] ?? null) === feedback) return [];
    return [{ messageId: id, feedback }];
  });
}

/** The student's "Retry" after AI work failed its last attempt. */
export class RetryAiCommand extends Command<InstanceReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
  ) {
    super();
  }
}

@CommandHandler(RetryAiCommand)
export class RetryAiHandler implements ICommandHandler<RetryAiCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, instanceId }: RetryAiCommand): Promise<InstanceReply> {
    const { state } = await this.instances.run(actor, instanceId, 'RetryAiRequests', {});
    return instanceReply(actor, state);
  }
}
