import type { ReactNode } from 'react';

/** The policies the site publishes, by slug (/policy/{slug}); any other slug is a 404. */
export const POLICIES: Record<string, { title: string; body: ReactNode }> = {
  privacy: {
    title: 'Privacy policy',
    body: (
      <>
        <p className="lead">What CheckIn keeps, where, and why. We keep as little as the product needs.</p>
        <h2>In your browser</h2>
        <ul>
          <li>
            <strong>Your cookie choice</strong> (<code>cookieConsent</code>): whether you accepted analytics, so we do
            not ask again.
          </li>
          <li>
            <strong>A student&apos;s token</strong>: when a student opens a check-in link, this browser keeps the token
            for that one check-in, with the name they typed, so that a reload continues where they were. The token opens
            nothing beyond that check-in.
          </li>
          <li>
            <strong>A teacher&apos;s sign-in</strong> (<code>checkin.auth</code>): the session that keeps a teacher
            signed in, removed when they sign out.
          </li>
        </ul>
        <h2>On our servers</h2>
        <ul>
          <li>
            <strong>Teachers</strong>: the account (name, email), the CheckIns and sessions they create, and their
            reports.
          </li>
          <li>
            <strong>Students</strong>: the name they type and the answers they give in a check-in, with the AI&apos;s
            questions, ratings and feedback. The teacher who shared the link can read them. Students have no account.
          </li>
          <li>
            <strong>Page views of signed-in teachers</strong>: the page, its query and the time, linked to the account,
            to understand how the product is used. Students and visitors send none.
          </li>
        </ul>
        <h2>AI processing</h2>
        <p>
          A student&apos;s answers are sent to the AI model that runs the check-in, to ask the next question and to rate
          the answers. They are not used for anything else.
        </p>
        <h2>Analytics</h2>
        <p>
          Only if you accept analytics cookies, page views are also reported to our analytics tag. You can change your
          choice at any time with Cookie Preferences at the bottom of every page.
        </p>
      </>
    ),
  },
  cookies: {
    title: 'Cookie policy',
    body: (
      <>
        <p className="lead">CheckIn asks before it uses any cookie that is not needed for the product to work.</p>
        <h2>Necessary (always on)</h2>
        <ul>
          <li>
            <code>cookieConsent</code> in local storage: your choice, <code>true</code> or <code>false</code>.
          </li>
          <li>
            A student&apos;s token for the check-in they are taking, and the name they typed, in this browser only.
          </li>
          <li>
            <code>checkin.auth</code> in local storage: a teacher&apos;s sign-in session.
          </li>
        </ul>
        <h2>Analytics (only with your consent)</h2>
        <p>
          If you accept, our analytics tag may set cookies to count page views and visits. If you decline, it is not
          loaded and sets nothing.
        </p>
        <h2>Changing your mind</h2>
        <p>Use Cookie Preferences at the bottom of any page. Your new choice applies at once.</p>
      </>
    ),
  },
};
