import type { ReviewCommand, Reviewer } from './commands.js';
import type { InstanceEvent } from './events.js';
import { type DomainError, domainError } from './errors.js';
import { isRatingOnScale } from './settings.js';
import type { LiveInstanceState, RatingOverride } from './state.js';

/** The owner of the instance (or template, or session), or an admin of the owner's organisation. */
export function mayReview(ownerId: string, by: Reviewer): boolean {
  if (by.teacherId === ownerId) return true;
  return by.adminOfOrganizationId !== null && by.adminOfOrganizationId === by.ownerOrganizationId;
}

export function decideReview(command: ReviewCommand, state: LiveInstanceState): InstanceEvent[] | DomainError {
  const d = command.data;
  if (!mayReview(state.ownerId, d.by)) {
    return domainError('NotReviewer', 'Only the teacher of this check-in can do this.');
  }
  const teacherId = d.by.teacherId;
  switch (command.type) {
    case 'OverrideRating': {
      const { answerMessageId, rating, note } = command.data;
      const refused = mustBeRated(state, answerMessageId);
      if (refused) return refused;
      if (!isRatingOnScale(state.settings.ratingScale, rating)) {
        return domainError('RatingNotOnScale', `The rating ${rating} is not on this check-in's rating scale.`);
      }
      return [
        {
          type: 'RatingOverridden',
          data: { answerMessageId, rating, note: note.trim(), teacherId, overriddenAt: d.now },
        },
      ];
    }
    case 'ClearRatingOverride': {
      const { answerMessageId } = command.data;
      const refused = mustBeRated(state, answerMessageId);
      if (refused) return refused;
      if (!overrideOf(state, answerMessageId)) return [];
      return [{ type: 'RatingOverrideCleared', data: { answerMessageId, teacherId, clearedAt: d.now } }];
    }
    case 'FlagAnswer': {
      const { answerMessageId } = command.data;
      const refused = mustBeAnswer(state, answerMessageId);
      if (refused) return refused;
      if (state.flags[answerMessageId]) return [];
      return [{ type: 'AnswerFlagged', data: { answerMessageId, teacherId, flaggedAt: d.now } }];
    }
    case 'UnflagAnswer': {
      const { answerMessageId } = command.data;
      const refused = mustBeAnswer(state, answerMessageId);
      if (refused) return refused;
      if (!state.flags[answerMessageId]) return [];
      return [{ type: 'AnswerUnflagged', data: { answerMessageId, teacherId, unflaggedAt: d.now } }];
    }
    case 'DeleteInstance':
      return [{ type: 'InstanceDeleted', data: { teacherId, deletedAt: d.now } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function overrideOf(state: LiveInstanceState, answerMessageId: string | null): RatingOverride | null {
  return answerMessageId === null ? state.overallOverride : (state.overrides[answerMessageId] ?? null);
}

function mustBeAnswer(state: LiveInstanceState, answerMessageId: string): DomainError | null {
  const answer = state.messages.find((m) => m.messageId === answerMessageId);
  if (!answer) return domainError('UnknownMessage', 'There is no such answer in this check-in.');
  if (answer.role !== 'user') return domainError('NotAnAnswer', 'Only a student answer can be rated.');
  return null;
}

/** Only what the AI has rated can be rated over: an answer, or (null) the whole conversation. */
function mustBeRated(state: LiveInstanceState, answerMessageId: string | null): DomainError | null {
  if (answerMessageId === null) {
    return state.overall ? null : domainError('NotRated', 'The check-in has no overall rating yet.');
  }
  const refused = mustBeAnswer(state, answerMessageId);
  if (refused) return refused;
  return state.ratings[answerMessageId] ? null : domainError('NotRated', 'This answer has not been rated yet.');
}
