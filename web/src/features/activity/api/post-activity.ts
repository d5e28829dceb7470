import { SAVE_ACTIVITY_FAILED } from '@checkin/contracts/rules';
import type { UserActivityBody } from '@checkin/contracts';
import { apiCall } from '../../../lib/api-client';

/** POST /user_activity/post_activity (spec §7): one thing a signed-in user did. The body schema is userActivityBody. */
export function postActivity(activity: UserActivityBody, token: string): Promise<{ success: true }> {
  return apiCall('/user_activity/post_activity', {
    body: activity,
    token,
    fallbackMessage: SAVE_ACTIVITY_FAILED,
  });
}

/**
 * Spec §2: each navigation records a page_view. Best effort: a failure is logged and forgotten, never shown and
 * never in the way of the page.
 */
export async function recordPageView(
  place: { pathname: string; search: string; hash: string },
  token: string,
): Promise<void> {
  try {
    await postActivity(
      {
        event_name: 'page_view',
        event_type: 'navigation',
        meta_data: { search: place.search, hash: place.hash },
        page: place.pathname,
      },
      token,
    );
  } catch (error) {
    console.warn('Could not record the page view:', error);
  }
}
