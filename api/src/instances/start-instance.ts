import { type Actor, START_INSTANCE_FAILED } from '@checkin/contracts';
import type { Usage } from '@checkin/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InstanceCommands } from './instance-commands.js';
import { firstQuestion } from './waits.js';

/** This call's message in spec §8, under the name its integration tests know. */
export const START_FAILED = START_INSTANCE_FAILED;

export type StartReply = { message: { role: 'assistant'; content: string; messageId: string }; usage: Usage };

export class StartInstanceCommand extends Command<StartReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
  ) {
    super();
  }
}

@CommandHandler(StartInstanceCommand)
export class StartInstanceHandler implements ICommandHandler<StartInstanceCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, instanceId }: StartInstanceCommand): Promise<StartReply> {
    const { value: question } = await this.instances.runAndWait(
      actor,
      instanceId,
      'StartInstance',
      {},
      firstQuestion,
      START_INSTANCE_FAILED,
    );
    return {
      message: { role: 'assistant', content: question.content, messageId: question.messageId },
      usage: question.usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    };
  }
}
