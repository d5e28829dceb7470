import { type Actor, RATE_ANSWER_FAILED, type SpecMessage } from '@checkin/contracts';
import type { LiveInstanceState, RatingScale, Usage } from '@checkin/domain';
import { type AnswerRatingFields, answerShowFlags } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../common/api-error.js';
import { InstanceCommands } from './instance-commands.js';
import { answerRatingFor } from './rating-reply.js';
import { ratingOf } from './waits.js';

export type RateAnswerReply = {
  /**
   * The rating fields are null where the template does not show them to its student (see studentAnswerRating), and
   * while the examiner is still on the answer's question (see questionUnderWay).
   * A null rating with a label: not rated (no answer key); the label says so.
   */
  data: { messages: SpecMessage[]; index: number; messageId: string } & AnswerRatingFields<RatingScale>;
  usage: Usage;
};

/**
 * getRatingForLastResponse: the rating of the student's latest answer (rated by the worker as it arrives), as the
 * caller may read it: its student what the template shows them, its teacher everything.
 */
export class RateLastAnswerCommand extends Command<RateAnswerReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
  ) {
    super();
  }
}

/** Where the student's latest answer is in the conversation; -1 before the first. */
function lastAnswerAt(state: LiveInstanceState): number {
  return state.messages.findLastIndex((m) => m.role === 'user');
}

@CommandHandler(RateLastAnswerCommand)
export class RateLastAnswerHandler implements ICommandHandler<RateLastAnswerCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, instanceId }: RateLastAnswerCommand): Promise<RateAnswerReply> {
    const { value: rating, asked: state } = await this.instances.wait(
      actor,
      instanceId,
      RATE_ANSWER_FAILED,
      (asked) => {
        const answer = asked.messages[lastAnswerAt(asked)];
        if (!answer) throw new ApiError(409, 'There is no answer to rate yet.');
        return (s) => ratingOf(s, answer.messageId);
      },
    );
    const index = lastAnswerAt(state);
    const answer = state.messages[index]!;
    const flags = actor.kind === 'student' ? answerShowFlags(state, answer) : null;
    return {
      data: {
        messages: state.messages.map((m) => ({ role: m.role, content: m.content })),
        index,
        messageId: answer.messageId,
        ...answerRatingFor(flags, state.settings.ratingScale, rating),
      },
      usage: rating.usage,
    };
  }
}
