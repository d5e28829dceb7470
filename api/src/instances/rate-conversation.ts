import { type Actor, RATE_CONVERSATION_FAILED, type SpecMessage } from '@checkin/contracts';
import { type RatingScale, type Usage, isUnderWay } from '@checkin/domain';
import type { OverallRatingFields } from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../common/api-error.js';
import { InstanceCommands } from './instance-commands.js';
import { type FeedbackMessage, overallRatingFor, withFeedback } from './rating-reply.js';
import { overallRating } from './waits.js';

export type RateConversationReply = {
  /**
   * The rating fields are null where the template does not show them to its student (see studentOverallRating). A
   * null rating with a label: no answer could be rated; the label says so.
   */
  data: {
    messages: Array<SpecMessage | FeedbackMessage>;
    ratingScale: RatingScale;
  } & OverallRatingFields;
  usage: Usage;
};

/**
 * getRatingForEntireConversation: the overall rating, rated by the worker once the conversation completes, as the
 * caller may read it: its student what the template shows them, its teacher everything.
 */
export class RateConversationCommand extends Command<RateConversationReply> {
  constructor(
    readonly actor: Actor,
    readonly instanceId: string,
  ) {
    super();
  }
}

@CommandHandler(RateConversationCommand)
export class RateConversationHandler implements ICommandHandler<RateConversationCommand> {
  constructor(private readonly instances: InstanceCommands) {}

  async execute({ actor, instanceId }: RateConversationCommand): Promise<RateConversationReply> {
    const { value: overall, asked: state } = await this.instances.wait(
      actor,
      instanceId,
      RATE_CONVERSATION_FAILED,
      (asked) => {
        if (isUnderWay(asked.status)) throw new ApiError(409, 'The conversation is not finished yet.');
        return overallRating;
      },
    );
    const scale = state.settings.ratingScale;
    const fields = overallRatingFor(actor.kind === 'student' ? state.settings : null, scale, overall);
    return {
      data: { messages: withFeedback(state.messages, fields, scale), ...fields, ratingScale: scale },
      usage: overall.usage,
    };
  }
}
