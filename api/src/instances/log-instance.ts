import type { Actor, InstanceDocument } from '@checkin/contracts';
import { InstanceReadModel } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InstanceCommands } from './instance-commands.js';

export type InstanceReply = { success: true; data: InstanceDocument };

/**
 * logConversation and logAssessmentInstance. The server keeps the conversation itself (each answer and reply is
 * an event), so these calls carry only what a client may change: the student's name, and canceling.
 */
export class LogInstanceCommand extends Command<InstanceReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
    readonly change: { studentName?: string | null; cancel?: boolean },
  ) {
    super();
  }
}

@CommandHandler(LogInstanceCommand)
export class LogInstanceHandler implements ICommandHandler<LogInstanceCommand> {
  constructor(
    private readonly instances: InstanceCommands,
    private readonly readModel: InstanceReadModel,
  ) {}

  async execute({ actor, instanceId, change }: LogInstanceCommand): Promise<InstanceReply> {
    await this.instances.load(actor, instanceId);
    if (change.studentName !== undefined) {
      await this.instances.run(actor, instanceId, 'UpdateInstanceDetails', {
        studentName: change.studentName?.trim() || null,
      });
    }
    if (change.cancel) {
      const reason = actor.kind === 'student' ? 'Ended by the student' : 'Canceled by the teacher';
      await this.instances.run(actor, instanceId, 'CancelInstance', { reason });
    }
    return { success: true, data: (await this.readModel.document(instanceId))! };
  }
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
  constructor(
    private readonly instances: InstanceCommands,
    private readonly readModel: InstanceReadModel,
  ) {}

  async execute({ actor, instanceId }: RetryAiCommand): Promise<InstanceReply> {
    await this.instances.run(actor, instanceId, 'RetryAiRequests', {});
    return { success: true, data: (await this.readModel.document(instanceId))! };
  }
}
