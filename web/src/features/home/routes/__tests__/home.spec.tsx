import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { renderApp } from '../../../../test/render-app';
// The page the browser gets first, with its meta description.
import INDEX_HTML from '../../../../../index.html?raw';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Spec §1: the page description. */
const DESCRIPTION = 'Conversational assessments that let educators quickly see what students actually understand.';
const CONTACT = 'POST /contactus';

function homeApi(reply: FakeReply = { status: 201, body: { message: 'Contact saved', data: { id: 'c-1' } } }) {
  return installFakeApi((call) => (`${call.method} ${call.path}` === CONTACT ? reply : undefined));
}

async function openHome() {
  renderApp('/');
  return screen.findByRole('heading', { level: 1, name: 'CheckIn' });
}

async function writeToUs(values: Record<string, string>) {
  const form = within(screen.getByRole('form', { name: 'Write to us' }));
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(form.getByLabelText(label), value);
  await user.click(form.getByRole('button', { name: 'Send message' }));
  return form;
}

describe('a visitor on the home page', () => {
  it('reads what CheckIn is, in the words of the page description the browser gets too', async () => {
    homeApi();
    await openHome();
    expect(screen.getByText('See what your students actually understand.')).toBeVisible();
    expect(screen.getByText(DESCRIPTION, { exact: false })).toBeVisible();
    const page = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DESCRIPTION);
    expect(screen.getByRole('heading', { level: 2, name: 'How a CheckIn goes' })).toBeVisible();
  });

  it('sees a sample conversation: questions, answers, their ratings and feedback', async () => {
    homeApi();
    await openHome();
    const sample = within(screen.getByText('A check-in on the Water Cycle, grade 5').closest('figure')!);
    const turns = sample.getAllByRole('listitem');
    expect(turns).toHaveLength(4);
    expect(turns[0]).toHaveTextContent('CheckIn');
    expect(turns[0]).toHaveTextContent('what happens to water in a puddle on a sunny day?');
    expect(turns[1]).toHaveTextContent('Sam');
    expect(turns[1]).toHaveTextContent('Advanced4 of 4');
    expect(turns[1]).toHaveTextContent('Feedback: You named evaporation');
    expect(turns[3]).toHaveTextContent('Developing2 of 4');
  });

  it('is invited to start: a free account, or sign in', async () => {
    homeApi();
    await openHome();
    const hero = within(screen.getByRole('region', { name: 'CheckIn' }));
    expect(hero.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth/signup');
    expect(hero.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join the waitlist for schools' })).toHaveAttribute('href', '/waitlist');
    expect(screen.getByRole('link', { name: 'How we treat students’ data' })).toHaveAttribute(
      'href',
      '/policy/students/data',
    );
  });

  it('is told what is missing before anything is sent', async () => {
    const api = homeApi();
    await openHome();
    const form = await writeToUs({ Email: 'not-an-address' });
    expect(form.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address, like name@school.org.');
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription('Write your message.');
    expect(api.calls(CONTACT)).toHaveLength(0);
  });

  it('writes to the team and is thanked', async () => {
    const api = homeApi();
    await openHome();
    await writeToUs({ 'Your name': ' Maria ', Email: 'maria@casa.example', Message: 'Can my whole school try it?' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Maria. Your message is with our team; we answer at maria@casa.example.',
    );
    expect(api.calls(CONTACT).map((c) => c.body)).toEqual([
      { name: 'Maria', email: 'maria@casa.example', message: 'Can my whole school try it?' },
    ]);
    expect(screen.queryByRole('form', { name: 'Write to us' })).not.toBeInTheDocument();
  });

  it('sees "There was an error saving contact" when sending fails, with what they wrote kept', async () => {
    const api = homeApi({ status: 500, body: {} });
    await openHome();
    const form = await writeToUs({ 'Your name': 'Maria', Email: 'maria@casa.example', Message: 'Hello' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error saving contact');
    await waitFor(() => expect(form.getByLabelText('Message')).toHaveValue('Hello'));
    expect(api.calls(CONTACT)).toHaveLength(1);
  });
});
