import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';
import { installTeacherApi, makeTemplate } from '../../../../test/teacher-api';

vi.setConfig({ testTimeout: 20_000 });

const AT_REST = {
  question: 'What does a force do to an object at rest?',
  key: { modelAnswer: 'A force can make it start to move.', keyPoints: ['starts to move'], misconceptions: [] },
};
const shared = (overrides: Parameters<typeof makeTemplate>[0]) =>
  makeTemplate({ owner_id: 'someone-else', isPublic: true, author: 'Grace H.', ...overrides });
const newton = shared({
  name: 'Forces in Motion',
  grade: '8',
  topic: "Newton's Laws of Motion",
  numberOfQuestions: 4,
  customQuestions: [AT_REST],
  rating_scale_id: 'three-level',
  tags: ['physics'],
});
const chain = shared({ name: 'Who Eats Whom', grade: '3', topic: 'Food Chain', tags: ['biology'] });
const rain = shared({ name: 'Rain and Rivers', grade: '5', topic: 'Water Cycle', tags: ['earth science'] });

beforeEach(() => {
  storeSession(makeSession());
  installAuthServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const names = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('a teacher browsing the community CheckIns', () => {
  it('filters them by grade, tag, search and topic', async () => {
    const api = installTeacherApi({ community: [newton, chain, rain], tags: ['biology', 'physics'] });
    const user = userEvent.setup();
    renderApp('/community/checkins');
    await screen.findByRole('article', { name: 'Forces in Motion' });
    expect(names()).toEqual(['Forces in Motion', 'Who Eats Whom', 'Rain and Rivers']);

    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(screen.getByRole('option', { name: 'Grade 3' }));
    await waitFor(() => expect(names()).toEqual(['Who Eats Whom']));
    expect(api.calls('GET /assessment_templates/getPublicAssessmentTemplates').at(-1)!.query.get('grade')).toBe('3');
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(screen.getByRole('option', { name: 'Grade 3' })); // chosen again: cleared

    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: 'physics' }));
    await waitFor(() => expect(names()).toEqual(['Forces in Motion']));
    expect(api.calls('GET /assessment_templates/getPublicAssessmentTemplates').at(-1)!.query.get('tag')).toBe(
      'physics',
    );
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: 'physics' }));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'rain');
    await waitFor(() => expect(names()).toEqual(['Rain and Rivers']));
    expect(api.calls('GET /assessment_templates/getPublicAssessmentTemplates').at(-1)!.query.get('q')).toBe('rain');
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));

    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(screen.getByRole('option', { name: 'Food Chain' }));
    await waitFor(() => expect(names()).toEqual(['Who Eats Whom']));
  });

  it('previews one as a student would meet it, copies it, and is offered to open the copy', async () => {
    const api = installTeacherApi({ community: [newton, chain] });
    const user = userEvent.setup();
    renderApp('/community/checkins');
    await user.click(await screen.findByRole('button', { name: 'Preview Forces in Motion' }));
    const preview = await screen.findByRole('dialog', { name: 'Forces in Motion' });
    expect(within(preview).getByText('What does a force do to an object at rest?')).toBeVisible();
    expect(within(preview).getByText(/4 questions/)).toBeVisible();
    expect(within(preview).getByRole('heading', { name: 'Rating scale: Three levels' })).toBeVisible();
    expect(within(preview).getByText('Got it')).toBeVisible();

    await user.click(within(preview).getByRole('button', { name: 'Copy to my CheckIns' }));
    const done = await screen.findByText(/is now yours to change and share/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = api.calls('POST /assessment_templates/createAssessmentTemplate')[0]!.body;
    expect(body).toMatchObject({
      name: 'Forces in Motion',
      grade: '8',
      topic: "Newton's Laws of Motion",
      customQuestions: [AT_REST],
      rating_scale_id: 'three-level',
      tags: ['physics'],
      isPublic: false,
      archive: false,
    });
    const copy = api.state.templates[0]!;
    expect(done).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/dashboard?edit=${copy.id}`);
  });

  it('copies one straight from its card, and is told when that fails', async () => {
    const api = installTeacherApi({ community: [chain] });
    api.state.override = (call) =>
      call.path.includes('createAssessmentTemplate')
        ? Response.json({ errorMessage: 'There was a problem creating the assessment template' }, { status: 500 })
        : undefined;
    const user = userEvent.setup();
    renderApp('/community/checkins');
    await user.click(await screen.findByRole('button', { name: 'Copy to my CheckIns: Who Eats Whom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem creating the assessment template');
  });
});

describe('a teacher on the community page with nothing to show', () => {
  it('is told that nothing is shared yet, and how to share their own, when no filter is set', async () => {
    installTeacherApi({ community: [] });
    renderApp('/community/checkins');
    expect(await screen.findByRole('heading', { name: 'No teacher has shared a CheckIn yet' })).toBeVisible();
    expect(screen.queryByText('No shared CheckIns match these filters.')).toBeNull();
    expect(screen.getByText(/turn on “Share with the community”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your CheckIns' })).toHaveAttribute('href', '/dashboard');
  });

  it('is told that nothing matches the filters, and clears them to see every CheckIn again', async () => {
    installTeacherApi({ community: [newton, chain] });
    const user = userEvent.setup();
    renderApp('/community/checkins');
    await screen.findByRole('article', { name: 'Forces in Motion' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'volcano');
    expect(await screen.findByText('No shared CheckIns match these filters.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No teacher has shared a CheckIn yet' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(names()).toEqual(['Forces in Motion', 'Who Eats Whom']));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('a teacher trying a shared CheckIn', () => {
  it('takes it as a student would, in a preview of their own', async () => {
    const api = installTeacherApi({ community: [newton] });
    api.state.override = (call) => {
      if (call.path.includes(`getAssessmentTemplateById/${newton.id}`)) return Response.json({ data: newton });
      if (call.path.includes('createAssessmentInstance')) {
        return Response.json({ errorMessage: 'Error creating assessment instance' }, { status: 500 });
      }
      return undefined;
    };
    const user = userEvent.setup();
    renderApp('/community/checkins');
    await user.click(await screen.findByRole('button', { name: 'Preview Forces in Motion' }));
    const summary = await screen.findByRole('dialog', { name: 'Forces in Motion' });
    await user.click(within(summary).getByRole('button', { name: 'Try it as a student' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: Forces in Motion' }, { timeout: 5000 });
    expect(within(preview).getByText('You are taking this CheckIn as a student would')).toBeVisible();
    await user.click(await within(preview).findByRole('button', { name: /start/i }));
    await waitFor(() => expect(api.calls('POST /assessment_instances/createAssessmentInstance')).toHaveLength(1));
    expect(api.calls('POST /assessment_instances/createAssessmentInstance')[0]!.body).toEqual({
      assessmentTemplateId: newton.id,
    });
    // Whatever the examiner answers, the preview says it in place.
    expect(await within(preview).findByText('Error creating assessment instance')).toBeVisible();
  });
});
