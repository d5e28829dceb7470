import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import type { Profile } from '../../../../lib/get-profile';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const SEND = 'POST /support/contact_support';
const SENT: FakeReply = { status: 201, body: { message: 'Support request submitted', data: { id: 'r-1' } } };

const IN_SCHOOL: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@school.example',
  role: 'teacher',
  organization: { id: 'org-1', name: 'Analytical School', max_users: 25 },
  current_subscription: { plan: { name: 'School' } },
};

/** A signed-in teacher with `profile`, and the support call answering `reply`. */
function teacherWith(profile: Profile, reply: FakeReply = SENT) {
  storeSession(makeSession());
  installAuthServer();
  return installFakeApi(({ method, path }) => {
    const route = `${method} ${path}`;
    if (route === 'GET /profile/getProfileForUser') return { body: { data: profile } };
    if (route === SEND) return reply;
    return undefined;
  });
}

async function openForm() {
  renderApp('/contact-support');
  await screen.findByRole('heading', { level: 1, name: 'Contact support' });
  return {
    user: userEvent.setup(),
    subject: await screen.findByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
}

const send = () => screen.getByRole('button', { name: 'Send request' });

describe('a visitor who is not signed in', () => {
  it('is sent to sign in first, and back here after', async () => {
    installFakeApi();
    const { location } = renderApp('/contact-support');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(location()).toBe('/login?redirectTo=%2Fcontact-support');
  });
});

describe('a teacher contacting support', () => {
  it('is told beside each field what is missing or too long, before anything is sent', async () => {
    const api = teacherWith(IN_SCHOOL);
    const { user, subject, message } = await openForm();
    await user.click(send());
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription(
      expect.stringContaining('Write a subject: a few words on what it is about.'),
    );
    expect(subject).toHaveFocus();
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Write your message: what you were doing, and what happened.'),
    );

    await user.click(subject);
    await user.paste('x'.repeat(201));
    await user.type(message, 'The report does not load.');
    await user.click(send());
    expect(subject).toHaveAccessibleDescription(expect.stringContaining('Use at most 200 characters.'));
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it("sends the request with their profile's organisation, and is thanked with a way to the help", async () => {
    const api = teacherWith(IN_SCHOOL);
    const { user, subject, message } = await openForm();
    expect(await screen.findByText('Sent with your organisation Analytical School.')).toBeVisible();
    await user.type(subject, '  CSV export  ');
    await user.type(message, 'The gradebook file is empty.');
    await user.click(send());

    const thanks = await screen.findByTestId('support-thanks');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveTextContent('Thank you. Your request is with our support team.');
    expect(thanks).toHaveTextContent('We will answer you by email at ada@school.example.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/content/support');
    expect(api.calls(SEND).map((c) => c.body)).toEqual([
      { subject: 'CSV export', message: 'The gradebook file is empty.', organization_id: 'org-1' },
    ]);
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('outside any organisation: says nothing of one, and sends a null organisation', async () => {
    const api = teacherWith({ ...IN_SCHOOL, organization: null });
    const { user, subject, message } = await openForm();
    await user.type(subject, 'A question');
    await user.type(message, 'Can I share a CheckIn with a colleague?');
    await user.click(send());
    await screen.findByText('Thank you. Your request is with our support team.');
    expect(screen.queryByText(/Sent with your organisation/)).not.toBeInTheDocument();
    expect(api.calls(SEND).map((c) => c.body)).toEqual([
      { subject: 'A question', message: 'Can I share a CheckIn with a colleague?', organization_id: null },
    ]);
  });

  it('sees "Error submitting support request" when sending fails without a reason, and can send again', async () => {
    const api = teacherWith(IN_SCHOOL, { status: 500, body: {} });
    const { user, subject, message } = await openForm();
    await user.type(subject, 'Sign-in');
    await user.type(message, 'I cannot sign in on the school laptops.');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting support request');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(subject).toHaveValue('Sign-in');
    await user.click(send());
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(2));
  });

  it("sees the server's own reason when it does not take the request", async () => {
    teacherWith(IN_SCHOOL, { status: 429, body: { errorMessage: 'Too many requests. Try again in 10 minutes.' } });
    const { user, subject, message } = await openForm();
    await user.type(subject, 'Again');
    await user.type(message, 'Once more.');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 10 minutes.');
  });

  it('is told when their organisation changed since the page opened, and the page reads it again', async () => {
    const api = teacherWith(IN_SCHOOL, {
      status: 400,
      body: {
        errorMessage: 'Invalid request: organization_id must be the id of your organisation',
        errors: [{ field: 'organization_id', message: 'must be the id of your organisation' }],
      },
    });
    const { user, subject, message } = await openForm();
    await user.type(subject, 'Moved');
    await user.type(message, 'Hello.');
    const profileReads = api.calls('GET /profile/getProfileForUser').length;
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your organisation has changed since this page opened. Check it above, then send your request again.',
    );
    await waitFor(() => expect(api.calls('GET /profile/getProfileForUser').length).toBeGreaterThan(profileReads));
  });

  it('is told when the server refuses a field, beside that field', async () => {
    teacherWith(IN_SCHOOL, {
      status: 400,
      body: {
        errorMessage: 'Invalid request: message is longer than 5000 characters',
        errors: [{ field: 'message', message: 'is longer than 5000 characters' }],
      },
    });
    const { user, subject, message } = await openForm();
    await user.type(subject, 'Long');
    await user.type(message, 'Short enough here.');
    await user.click(send());
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(expect.stringContaining('This is longer than 5000 characters.'));
    expect(message).toHaveFocus();
  });
});
