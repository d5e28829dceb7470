import {
  type Actor,
  type AnswerTaken,
  NEXT_RESPONSE_FAILED,
  type NextResponseBody,
  type SpecMessage,
} from '@checkin/contracts';
import type { Usage } from '@checkin/domain';
import { studentInstanceChange } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../common/api-error.js';
import { InstanceCommands } from './instance-commands.js';
import { replyAfter } from './waits.js';

/** The SubmitAnswer command's data from a conversation that ends with the student's answer. */
function answerOf(body: NextResponseBody) {
  const answer = body.messages[body.messages.length - 1];
  if (!answer || answer.role !== 'user') {
    throw new ApiError(400, "Invalid request: messages must end with the student's answer", [
      { field: 'messages', message: "must end with the student's answer (role user)" },
    ]);
  }
  const answers = body.messages.filter((m) => m.role === 'user').length;
  return {
    // The answer's place in the conversation identifies it, so sending the same conversation twice is harmless.
    messageId: body.messageId ?? answer.messageId ?? `answer-${answers}`,
    content: answer.content,
    aiMessagesSeen: body.messages.filter((m) => m.role === 'assistant').length,
  };
}

/**
 * POST submitAnswer (the web's call): records the student's answer and answers at once (202) with what recording it
 * changed of the student's view, the answer in it and the AI at work (AnswerTaken); the reply reaches the page on
 * the live channel.
 */
export class SubmitAnswerCommand extends Command<AnswerTaken> {
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

  async execute({ actor, body }: SubmitAnswerCommand): Promise<AnswerTaken> {
    const { change } = await this.instances.run(actor, body.assessmentInstanceId, 'SubmitAnswer', answerOf(body));
    return { success: true, change: studentInstanceChange(change) };
  }
}

export type NextResponseReply = {
  success: true;
  message: { role: 'assistant'; content: string; messageId: string };
  messages: SpecMessage[];
  shouldEnd: boolean;
  questionIndex: number;
  usage: Usage;
};

/** getNextResponse (the spec's call): records the student's answer, then waits for the AI's reply. */
export class NextResponseCommand extends Command<NextResponseReply> {
  constructor(
    readonly actor: Actor,
    readonly body: NextResponseBody,
  ) {
    super();
  }
}

@CommandHandler(NextResponseCommand)
export class NextResponseHandler implements ICommandHandler<NextResponseCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, body }: NextResponseCommand): Promise<NextResponseReply> {
    const answer = answerOf(body);
    const { value: reply, state } = await this.instances.runAndWait(
      actor,
      body.assessmentInstanceId,
      'SubmitAnswer',
      answer,
      (s) => replyAfter(s, answer.messageId),
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
