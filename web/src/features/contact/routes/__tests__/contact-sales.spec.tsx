import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const SUBMIT = 'POST /subscriptions/submit_sales_inquiry';

function salesApi(reply: FakeReply = { status: 201, body: { message: 'Thank you', data: { id: 'i-1' } } }) {
  return installFakeApi((call) => (`${call.method} ${call.path}` === SUBMIT ? reply : undefined));
}

async function fillIn(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  await screen.findByLabelText('Your name');
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value!);
  await user.click(screen.getByRole('button', { name: 'Send to sales' }));
  return user;
}

const COMPLETE = {
  'Your name': 'Maria Montessori',
  'Work email': 'maria@casa.example',
  'School or district': 'Casa dei Bambini',
  'Number of teachers': '40',
  'Message (optional)': 'The whole school, please.',
};

describe('a school contacting sales', () => {
  it('is told beside each field what is missing or wrong, before anything is sent', async () => {
    const api = salesApi();
    renderApp('/contact/contact-sales');
    await fillIn({ 'Work email': 'not-an-address', 'Number of teachers': 'forty' });
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Enter an email address like name@school.org.',
    );
    expect(screen.getByLabelText('School or district')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Number of teachers')).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 100,000.',
    );
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(SUBMIT)).toHaveLength(0);
  });

  it('sends the inquiry, with the plan it came from, and is thanked', async () => {
    const api = salesApi();
    renderApp('/contact/contact-sales?plan=school');
    await fillIn(COMPLETE);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your message is with our sales team.We will answer you at maria@casa.example.',
    );
    expect(api.calls(SUBMIT).map((c) => c.body)).toEqual([
      {
        name: 'Maria Montessori',
        email: 'maria@casa.example',
        organization: 'Casa dei Bambini',
        teachers: 40,
        message: 'The whole school, please.',
        plan: 'school',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Send to sales' })).not.toBeInTheDocument();
  });

  it('sees "Error submitting sales inquiry" when sending fails without a reason, and can send again', async () => {
    const api = salesApi({ status: 500, body: {} });
    renderApp('/contact/contact-sales');
    const user = await fillIn(COMPLETE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting sales inquiry');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('Maria Montessori');
    await user.click(screen.getByRole('button', { name: 'Send to sales' }));
    await waitFor(() => expect(api.calls(SUBMIT)).toHaveLength(2));
  });

  it("sees the server's refusal of a field beside that field", async () => {
    salesApi({
      status: 400,
      body: {
        errorMessage: 'Invalid request: email must be an email address',
        errors: [{ field: 'email', message: 'must be an email address' }],
      },
    });
    renderApp('/contact/contact-sales');
    await fillIn(COMPLETE);
    const email = screen.getByLabelText('Work email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This must be an email address.');
    expect(email).toHaveFocus();
  });

  it('is told when they are sending too often', async () => {
    salesApi({ status: 429, body: { errorMessage: 'Too many requests. Try again in 10 minutes.' } });
    renderApp('/contact/contact-sales');
    await fillIn(COMPLETE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 10 minutes.');
  });
});
