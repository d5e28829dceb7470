import type {
  ClearRatingOverride,
  DeleteInstance,
  FlagAnswer,
  OverrideRating,
  Reviewer,
  UnflagAnswer,
} from './commands.js';
import type {
  AnswerFlagged,
  AnswerUnflagged,
  InstanceDeleted,
  InstanceEvent,
  RatingOverrideCleared,
  RatingOverridden,
} from './events.js';
import { type DomainError, domainError } from './errors.js';
import { isRatingOnScale } from './settings.js';
import type { LiveInstanceState, RatingOverride } from './state.js';

/** The teacher's side of an instance: their ratings over the AI's, answers to follow up, deletion. */
export type ReviewCommand = OverrideRating | ClearRatingOverride | FlagAnswer | UnflagAnswer | DeleteInstance;
export type ReviewEvent = RatingOverridden | RatingOverrideCleared | AnswerFlagged | AnswerUnflagged | InstanceDeleted;

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

export function evolveReview<S extends LiveInstanceState>(s: S, event: ReviewEvent): S {
  switch (event.type) {
    case 'RatingOverridden': {
      const d = event.data;
      const override: RatingOverride = {
        rating: d.rating,
        note: d.note,
        teacherId: d.teacherId,
        overriddenAt: d.overriddenAt,
      };
      // Events recorded before overall overrides existed always name an answer.
      if (d.answerMessageId === null) return { ...s, overallOverride: override };
      return { ...s, overrides: { ...s.overrides, [d.answerMessageId]: override } };
    }
    case 'RatingOverrideCleared': {
      const id = event.data.answerMessageId;
      if (id === null) return { ...s, overallOverride: null };
      const { [id]: _cleared, ...overrides } = s.overrides;
      return { ...s, overrides };
    }
    case 'AnswerFlagged': {
      const d = event.data;
      return { ...s, flags: { ...s.flags, [d.answerMessageId]: { teacherId: d.teacherId, flaggedAt: d.flaggedAt } } };
    }
    case 'AnswerUnflagged': {
      const { [event.data.answerMessageId]: _unflagged, ...flags } = s.flags;
      return { ...s, flags };
    }
    case 'InstanceDeleted':
      // AI work still under way for it is no longer awaited: its results arrive stale.
      return { ...s, deletedAt: event.data.deletedAt, pending: [] };
    default: {
      const unknown: never = event;
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
