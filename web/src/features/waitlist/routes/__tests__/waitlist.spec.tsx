import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const JOIN = 'POST /waitlist/join';
const JOINED: FakeReply = { status: 201, body: { message: 'You are on the waitlist', data: { joined: true } } };
const ALREADY: FakeReply = {
  status: 200,
  body: { message: 'You are already on the waitlist', data: { joined: false } },
};

function waitlistApi(reply: FakeReply) {
  return installFakeApi((call) => (`${call.method} ${call.path}` === JOIN ? reply : undefined));
}

async function join(values: { email: string; name?: string }) {
  renderApp('/waitlist');
  await screen.findByRole('heading', { level: 1, name: 'Join the waitlist' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), values.email);
  if (values.name) await user.type(screen.getByLabelText('Name (optional)'), values.name);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  return user;
}

describe('a visitor joining the waitlist', () => {
  it('joins with their email and name, and is told they are on the list', async () => {
    const api = waitlistApi(JOINED);
    await join({ email: ' maria@casa.example ', name: 'Maria' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! maria@casa.example is on the waitlist. We will write when CheckIn opens to more schools.',
    );
    expect(api.calls(JOIN).map((c) => c.body)).toEqual([{ email: 'maria@casa.example', name: 'Maria' }]);
    expect(screen.queryByRole('form', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('joining again is told they are on the list already', async () => {
    const api = waitlistApi(ALREADY);
    await join({ email: 'maria@casa.example' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'maria@casa.example is on the waitlist already. We will write to you there.',
    );
    expect(api.calls(JOIN).map((c) => c.body)).toEqual([{ email: 'maria@casa.example' }]);
  });

  it('is told beside the field when the address is not one, before anything is sent', async () => {
    const api = waitlistApi(JOINED);
    await join({ email: 'maria-at-casa' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter your email address, like name@school.org.',
    );
    expect(api.calls(JOIN)).toHaveLength(0);
  });

  it('sees why joining failed, and can try again', async () => {
    const api = waitlistApi({ status: 500, body: {} });
    const user = await join({ email: 'maria@casa.example' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error joining the waitlist');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@casa.example');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(api.calls(JOIN)).toHaveLength(2));
  });
});
