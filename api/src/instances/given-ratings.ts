import type { Actor } from '@checkin/contracts';
import { DEFAULT_RATING_SCALE_ID, type RatingScale } from '@checkin/domain';
import {
  type GivenRating,
  type NewRatingRequest,
  RatingJobQueue,
  type RatingJobOutcome,
  RatingRequests,
  type ShowFlags,
} from '@checkin/engine';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError, notFound } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { Clock } from '../core/clock.js';
import { OrganizationCredits } from '../credits/organization-credits.js';
import { showFlagsOf } from '../templates/template-rows.js';
import { TemplatesService } from '../templates/templates.service.js';

/** The prompt kinds a given conversation is rated with: its last answer's, or the whole conversation's. */
type RatingPromptKind = 'rating' | 'conversation';

/**
 * Rating a conversation a caller gives (getRatingForLastResponse and getRatingForEntireConversation without an
 * instance), with the worker's examiner: the request waits in a rating_requests row, the job names only its id, and
 * the call waits for the job as an instance's call waits for its rating, with the same time limit and messages.
 */
@Injectable()
export class GivenRatings implements OnApplicationShutdown {
  private readonly requests: RatingRequests;

  constructor(
    private readonly db: DataSource,
    private readonly jobs: RatingJobQueue,
    private readonly templates: TemplatesService,
    private readonly credits: OrganizationCredits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.requests = new RatingRequests(db);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  /** The rating scale named by `field` (a new template's when none is named); an unknown one is a 400 naming it. */
  scale(id: string | undefined, field: string): Promise<RatingScale> {
    return this.templates.ratingScale(id ?? DEFAULT_RATING_SCALE_ID, field);
  }

  /** The prompt `promptId`, checked to be one of `kind`; undefined when none is named. */
  async prompt(id: string | undefined, kind: RatingPromptKind): Promise<string | undefined> {
    if (id === undefined) return undefined;
    const rows: Array<{ kind: string }> = await this.db.query(`SELECT kind FROM prompts WHERE id = $1`, [id]);
    if (rows[0]?.kind === kind) return id;
    const what = kind === 'rating' ? 'rating prompt' : 'conversation rating prompt';
    throw new ApiError(400, `Invalid request: promptId ${id} is not a known ${what}`, [
      { field: 'promptId', message: `is not a known ${what}` },
    ]);
  }

  /**
   * What the caller may see of a rating, and whether they may have one. A student sees what their session's
   * template shows, and is refused (402) as a new check-in of theirs would be when its teacher's organisation has no
   * credits left; a rating spends none, as an instance's does not. A user sees everything (null).
   */
  async shownTo(actor: Actor, specMessage: string): Promise<ShowFlags | null> {
    if (actor.kind === 'user') return null;
    const template = await this.templates.find(actor.templateId);
    if (!template) throw notFound('This check-in');
    const credits = await this.credits.ofUser(template.owner_id, this.clock.now());
    if (credits?.credit_mode === 'monthly' && credits.num_of_credits <= 0) {
      throw new ApiError(402, specMessage, [], 'out_of_credits');
    }
    return showFlagsOf(template);
  }

  /**
   * The worker's rating of the request: 502 with the call's spec message when it failed after its last attempt,
   * 504 when it took too long. The request's row is deleted whatever the outcome.
   */
  async rate<T extends GivenRating>(request: NewRatingRequest, specMessage: string): Promise<T> {
    const id = await this.requests.create(request);
    let outcome: RatingJobOutcome;
    try {
      outcome = await this.jobs.rate(id, this.config.AI_WAIT_TIMEOUT_MS);
    } catch (error) {
      await this.requests.take(id);
      throw error;
    }
    // A rating written as the wait ran out still counts.
    const rating = await this.requests.take<T>(id);
    if (rating) return rating;
    throw new ApiError(outcome === 'timed-out' ? 504 : 502, specMessage);
  }
}
