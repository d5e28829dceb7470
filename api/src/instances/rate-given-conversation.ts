import {
  type Actor,
  RATE_ANSWER_FAILED,
  RATE_CONVERSATION_FAILED,
  type RateConversationBody,
  type RateLastResponseBody,
} from '@checkin/contracts';
import type { RatingScale, Usage } from '@checkin/domain';
import type {
  AnswerRatingFields,
  GivenAnswerRating,
  GivenConversationRating,
  OverallRatingFields,
} from '@checkin/engine';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../core/clock.js';
import { type GivenMessage, givenMessageId, givenMessages, givenSettings } from './given-conversation.js';
import { GivenRatings } from './given-ratings.js';
import { type FeedbackMessage, answerRatingFor, overallRatingFor, withFeedback } from './rating-reply.js';

type Given<T> = Exclude<T, { assessmentInstanceId: string }>;

/**
 * A null rating with its label: not rated (the examiner had no answer key to judge the answer by). The rating
 * fields are null where the caller's template does not show them to a student.
 */
export type GivenAnswerReply = {
  data: { messages: GivenMessage[]; index: number } & AnswerRatingFields<RatingScale>;
  usage: Usage;
};

export type GivenConversationReply = {
  data: {
    messages: Array<GivenMessage | FeedbackMessage>;
    ratingScale: RatingScale;
  } & OverallRatingFields;
  usage: Usage;
};

const echo = (messages: GivenMessage[]) => messages.map(({ role, content }) => ({ role, content }));

/** getRatingForLastResponse with a conversation (spec §7): the last student answer, against the question before it. */
export class RateGivenAnswerCommand extends Command<GivenAnswerReply> {
  constructor(
    readonly actor: Actor,
    readonly body: Given<RateLastResponseBody>,
  ) {
    super();
  }
}

@CommandHandler(RateGivenAnswerCommand)
export class RateGivenAnswerHandler implements ICommandHandler<RateGivenAnswerCommand> {
  constructor(
    private readonly ratings: GivenRatings,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, body }: RateGivenAnswerCommand): Promise<GivenAnswerReply> {
    const ratingScale = await this.ratings.scale(body.ratingScaleId, 'ratingScaleId');
    const ratingPromptId = await this.ratings.prompt(body.promptId, 'rating');
    const shown = await this.ratings.shownTo(actor, RATE_ANSWER_FAILED);
    const messages = givenMessages(body.messages, this.clock.now());
    const settings = givenSettings(messages, { grade: body.grade, topic: body.topic, ratingScale, ratingPromptId });
    const index = body.messages.findLastIndex((m) => m.role === 'user');
    const r = await this.ratings.rate<GivenAnswerRating>(
      { kind: 'answer', settings, messages, answerMessageId: givenMessageId(index) },
      RATE_ANSWER_FAILED,
    );
    return {
      data: { messages: echo(body.messages), index, ...answerRatingFor(shown, ratingScale, r) },
      usage: r.usage,
    };
  }
}

/** getRatingForEntireConversation with a conversation (spec §7): the overall rating of every answer given. */
export class RateGivenConversationCommand extends Command<GivenConversationReply> {
  constructor(
    readonly actor: Actor,
    readonly body: Given<RateConversationBody>,
  ) {
    super();
  }
}

@CommandHandler(RateGivenConversationCommand)
export class RateGivenConversationHandler implements ICommandHandler<RateGivenConversationCommand> {
  constructor(
    private readonly ratings: GivenRatings,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, body }: RateGivenConversationCommand): Promise<GivenConversationReply> {
    const ratingScale = await this.ratings.scale(body.scaleRatingId, 'scaleRatingId');
    const conversationPromptId = await this.ratings.prompt(body.promptId, 'conversation');
    const shown = await this.ratings.shownTo(actor, RATE_CONVERSATION_FAILED);
    const messages = givenMessages(body.messages, this.clock.now());
    const settings = givenSettings(messages, {
      grade: body.grade,
      topic: body.topic,
      ratingScale,
      conversationPromptId,
    });
    const r = await this.ratings.rate<GivenConversationRating>(
      { kind: 'conversation', settings, messages },
      RATE_CONVERSATION_FAILED,
    );
    const fields = overallRatingFor(shown, ratingScale, r);
    return {
      data: { messages: withFeedback(body.messages, fields, ratingScale), ...fields, ratingScale },
      usage: r.usage,
    };
  }
}
