import { type Actor, NEXT_RESPONSE_FAILED, type NextResponseBody, type SpecMessage } from '@checkin/contracts';
import type { Usage } from '@checkin/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../common/api-error.js';
import { InstanceCommands } from './instance-commands.js';
import { replyAfter } from './waits.js';

export type NextResponseReply = {
  success: true;
  message: { role: 'assistant'; content: string; messageId: string };
  messages: SpecMessage[];
  shouldEnd: boolean;
  questionIndex: number;
  usage: Usage;
};

/** getNextResponse: records the student's answer (the last user message), then waits for the AI's reply. */
export class SubmitAnswerCommand extends Command<NextResponseReply> {
  constructor(
    readonly actor: Actor,
    readonly body: NextResponseBody,
  ) {
    super();
  }
}

@CommandHandler(SubmitAnswerCommand)
export class SubmitAnswerHandler implements ICommandHandler<SubmitAnswerCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, body }: SubmitAnswerCommand): Promise<NextResponseReply> {
    const answers = body.messages.filter((m) => m.role === 'user');
    const answer = body.messages[body.messages.length - 1];
    if (!answer || answer.role !== 'user') {
      throw new ApiError(400, "Invalid request: messages must end with the student's answer", [
        { field: 'messages', message: "must end with the student's answer (role user)" },
      ]);
    }
    // The answer's place in the conversation identifies it, so sending the same conversation twice is harmless.
    const messageId = body.messageId ?? answer.messageId ?? `answer-${answers.length}`;
    const id = body.assessmentInstanceId;
    const aiMessagesSeen = body.messages.filter((m) => m.role === 'assistant').length;
    const { value: reply, state } = await this.instances.runAndWait(
      actor,
      id,
      'SubmitAnswer',
      { messageId, content: answer.content, aiMessagesSeen },
      (s) => replyAfter(s, messageId),
      NEXT_RESPONSE_FAILED,
    );
    return {
      success: true,
      message: { role: 'assistant', content: reply.content, messageId: reply.messageId },
      messages: state.messages.map((m) => ({ role: m.role, content: m.content })),
      shouldEnd: reply.questionIndex >= state.settings.numberOfQuestions,
      questionIndex: reply.questionIndex,
      usage: reply.usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    };
  }
}
