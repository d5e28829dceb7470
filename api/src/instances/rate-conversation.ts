import type { Actor, SpecMessage } from '@checkin/contracts';
import { type RatingScale, type Usage, ratingLabel } from '@checkin/domain';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../common/api-error.js';
import { InstanceCommands } from './instance-commands.js';
import { overallRating } from './waits.js';

export const RATE_CONVERSATION_FAILED = 'There was a problem getting the rating for entire conversation';

export type RateConversationReply = {
  data: {
    messages: Array<
      SpecMessage | { role: 'feedback'; content: string; rating: number | null; ratingScale: RatingScale }
    >;
    /** Null when no answer could be rated; ratingLabel then says so. */
    rating: number | null;
    ratingLabel: string;
    explanation: string;
    feedback: string;
    ratingScale: RatingScale;
  };
  usage: Usage;
};

/** getRatingForEntireConversation: the overall rating, rated by the worker once the conversation completes. */
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
    const state = await this.instances.load(actor, instanceId);
    if (state.status === 'Created' || state.status === 'Started') {
      throw new ApiError(409, 'The conversation is not finished yet.');
    }
    const { value: overall } = await this.instances.wait(actor, instanceId, overallRating, RATE_CONVERSATION_FAILED);
    const scale = state.settings.ratingScale;
    return {
      data: {
        messages: [
          ...state.messages.map((m) => ({ role: m.role, content: m.content })),
          { role: 'feedback', content: overall.feedback, rating: overall.rating, ratingScale: scale },
        ],
        rating: overall.rating,
        ratingLabel: ratingLabel(scale, overall.rating),
        explanation: overall.explanation,
        feedback: overall.feedback,
        ratingScale: scale,
      },
      usage: overall.usage,
    };
  }
}
