import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeacherProviders } from '../../../app/layouts/teacher-providers';
import { setLiveClientFactory } from '../../../lib/live-client';
import { FakeSocket, fakeRealtimeClient } from '../../../test/fake-socket';
import { fakeApi, renderAsTeacher } from '../../../test/teacher-harness';
import { templateKeys } from '../api/keys';
import { TemplateBuilder } from '../components/template-builder';
import { DRAFT_SILENCE_MS, NO_ANSWER } from '../hooks/use-key-drafts';
import { TEMPLATE_ID, makeTemplate } from './fixtures';

// A whole form typed key by key through Mantine's inputs takes seconds in happy-dom: up to 16 s for the longest tests
// here on a 2-core machine running the other test projects beside them.
vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => {
  setLiveClientFactory(fakeRealtimeClient);
  FakeSocket.all = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  setLiveClientFactory();
});

const NEW_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

type Examiner = { provider: 'offline' | 'openai'; writesQuestions: boolean };
const OFFLINE: Examiner = { provider: 'offline', writesQuestions: false };

const RAIN_KEY = {
  modelAnswer: 'Water evaporates, cools into clouds and falls as rain.',
  keyPoints: ['evaporation / evaporates', 'condensation', 'precipitation / rain'],
  misconceptions: ['clouds are smoke'],
};

function api(template = makeTemplate(), examiner: Examiner = OFFLINE, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...more,
    'GET /assessment_templates/examiner': () => ({ body: { data: examiner } }),
    'GET /assessment_templates/getTagOptions': () => ({ body: { data: ['science', 'ecology', 'physics'] } }),
    'GET /assessment_templates/getAssessmentTemplateById/*': () => ({ body: { data: template } }),
    'POST /assessment_templates/createAssessmentTemplate': (call) => ({
      status: 201,
      body: { message: 'Template created', data: { ...template, ...(call.body as object), id: NEW_ID } },
    }),
    'PATCH /assessment_templates/updateAssessmentTemplate': (call) => ({
      body: { message: 'Template updated', data: { ...template, ...(call.body as { logObject: object }).logObject } },
    }),
  });
}

function open(props: { templateId?: string; duplicateOf?: string } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  // Inside the app's providers: the sample of a student's view comes through its slot, as in the app.
  const view = renderAsTeacher(
    <TeacherProviders>
      <TemplateBuilder {...props} onSaved={onSaved} onClose={onClose} />
    </TeacherProviders>,
  );
  return { ...view, onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

const preview = () => within(screen.getByTestId('student-view-preview'));
/** The answer key fields of the teacher's question n. */
const keyOf = (n: number) => within(screen.getByRole('group', { name: `Answer key to question ${n}` }));
/** The sample answer in the preview, with what follows it. */
const answer = () => within(preview().getByTestId('student-message'));

describe('A teacher builds a new CheckIn', () => {
  it('is told what to fix before anything is sent', async () => {
    const server = api();
    const { user } = open();
    await user.clear(screen.getByRole('textbox', { name: 'Number of questions' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of questions' }), '50');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('Give your CheckIn a name.'),
    );
    expect(screen.getByText('Choose a grade.')).toBeInTheDocument();
    expect(screen.getByText('Ask at most 20 questions.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Number of questions' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of questions' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    expect(screen.getByText('Ask at least 1 question.')).toBeInTheDocument();
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')).toHaveLength(0);
  });

  it('writes, reorders and removes their own questions, with buttons that work from the keyboard', async () => {
    api();
    const { user } = open();
    const source = screen.getByRole('radiogroup', { name: 'Who writes the questions' });
    await user.click(within(source).getByRole('radio', { name: /I write my own/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await user.keyboard('What is evaporation?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Where do clouds come from?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Why does it rain?');
    // Each question's key is typed beside it, and goes wherever its question goes.
    await user.type(keyOf(1).getByRole('textbox', { name: 'Model answer' }), 'Water turns into vapour.');
    await user.type(keyOf(3).getByRole('textbox', { name: 'Key points' }), 'clouds{Enter}cooling');
    const models = () =>
      [1, 2, 3]
        .slice(0, texts().length)
        .map((n) => keyOf(n).getByRole<HTMLTextAreaElement>('textbox', { name: 'Model answer' }).value);

    screen.getByRole('button', { name: 'Move question 3 up' }).focus();
    await user.keyboard('{Enter}');
    const texts = () =>
      screen.getAllByRole('textbox', { name: /^Question \d$/ }).map((box) => (box as HTMLTextAreaElement).value);
    expect(texts()).toEqual(['What is evaporation?', 'Why does it rain?', 'Where do clouds come from?']);
    expect(keyOf(2).getByRole('textbox', { name: 'Key points' })).toHaveValue('clouds\ncooling');
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Why does it rain?', 'What is evaporation?', 'Where do clouds come from?']);
    expect(models()).toEqual(['', 'Water turns into vapour.', '']);
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveValue('clouds\ncooling');
    // Without a key, the teacher is told what becomes of the answers.
    expect(keyOf(3).getByTestId('no-key-note')).toHaveTextContent(
      'No answer key: answers to this question are recorded as not rated, for you to rate in the report.',
    );
    expect(keyOf(2).queryByTestId('no-key-note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(texts()).toEqual(['What is evaporation?', 'Why does it rain?', 'Where do clouds come from?']);
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(texts()).toEqual(['What is evaporation?', 'Where do clouds come from?']);
    expect(models()).toEqual(['Water turns into vapour.', '']);
    expect(keyOf(2).getByRole('textbox', { name: 'Key points' })).toHaveValue('');
    // The first of their questions is the one the preview shows.
    expect(preview().getByText('What is evaporation?')).toBeInTheDocument();
  });

  it('flags an empty or repeated question, and more questions than the CheckIn asks', async () => {
    api();
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rain');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '5');
    await user.clear(screen.getByRole('textbox', { name: 'Number of questions' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of questions' }), '2');
    await user.click(screen.getByRole('radio', { name: /I write my own/ }));
    for (const text of ['Why?', ' why? ', '']) {
      await user.click(screen.getByRole('button', { name: 'Add a question' }));
      if (text) await user.keyboard(text);
    }
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    expect(screen.getByText('This repeats question 1.')).toBeInTheDocument();
    expect(screen.getByText('Write the question, or remove it.')).toBeInTheDocument();
    expect(screen.getByText(/You wrote 3 questions, but the CheckIn asks 2/)).toBeInTheDocument();
  });

  it('sees the student’s view follow the show flags', async () => {
    api();
    const { user } = open();
    await screen.findByTestId('student-view-preview');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Water Cycle');
    expect(preview().getByText(/What happens to water when the sun heats a puddle/)).toBeInTheDocument();
    // New CheckIns: no rating per answer, an example answer, an overall rating and feedback.
    expect(answer().queryByTestId('rating')).not.toBeInTheDocument();
    expect(answer().getByTestId('example-answer')).toBeInTheDocument();
    expect(preview().getByTestId('overall-result')).toHaveTextContent('Overall rating: Proficient (3 of 4)');

    await user.click(screen.getByRole('switch', { name: /Rate each answer/ }));
    expect(answer().getByTestId('rating')).toHaveTextContent('Rating: Proficient (3 of 4)');
    await user.click(screen.getByRole('switch', { name: /Show an example answer/ }));
    expect(answer().queryByTestId('example-answer')).not.toBeInTheDocument();
    expect(preview().getByTestId('preview-after-answer')).toHaveTextContent(
      "Once the examiner moves on from a question, the student sees each answer's rating and why.",
    );
    await user.click(screen.getByRole('switch', { name: /Rate each answer/ }));
    expect(preview().getByTestId('preview-after-answer')).toHaveTextContent('sees only the next question');

    await user.click(screen.getByRole('switch', { name: /overall rating at the end/ }));
    expect(preview().queryByText('Overall rating:')).not.toBeInTheDocument();
    expect(preview().getByTestId('overall-feedback')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /feedback at the end/ }));
    expect(preview().queryByTestId('overall-result')).not.toBeInTheDocument();
    expect(preview().getByTestId('preview-no-overall')).toBeInTheDocument();
  });

  it('creates the CheckIn with every field, and hands its id back', async () => {
    const server = api();
    const { user, onSaved } = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bicycle forces');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Custom Topic');
    await user.type(screen.getByRole('textbox', { name: 'Your topic' }), 'Forces on a bicycle');
    await user.click(screen.getByRole('radio', { name: /I write my own/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('What slows a bicycle down?');
    // The key's fields pasted, as a teacher brings a key written elsewhere: typed key by key, the whole builder renders
    // again at each of some 160 keys, which took this test past its time on a busy machine.
    const paste = async (name: string, text: string) => {
      await user.click(keyOf(1).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste('Model answer', 'Friction and air resistance.');
    await paste('Key points', 'friction / rubbing\n\nair resistance');
    await paste('Common misconceptions', 'bicycles stop by themselves');
    await paste('Answers you would mark right', 'the brakes rub on the wheel\nwind pushes against you');
    await paste('Answers you would mark wrong', 'it gets tired');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating scale' }), 'three-level');
    await user.click(screen.getByRole('radio', { name: /Explain your reasoning/ }));
    await user.click(screen.getByRole('radio', { name: /Demanding/ }));
    await user.click(screen.getByRole('switch', { name: /Rate each answer/ }));
    expect(screen.getByRole('switch', { name: /Allow retakes/ })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Allow retakes/ }));
    await user.click(screen.getByRole('switch', { name: /Share with the community/ }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Physics{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.body).toEqual({
      name: 'Bicycle forces',
      grade: '8',
      topic: 'Forces on a bicycle',
      numberOfQuestions: 5,
      promptType: 'reasoning',
      customQuestions: [
        {
          question: 'What slows a bicycle down?',
          key: {
            modelAnswer: 'Friction and air resistance.',
            keyPoints: ['friction / rubbing', 'air resistance'],
            misconceptions: ['bicycles stop by themselves'],
            markedRight: ['the brakes rub on the wheel', 'wind pushes against you'],
            markedWrong: ['it gets tired'],
          },
        },
      ],
      rating_scale_id: 'three-level',
      rating_level: 'hard',
      showSingleQuestionRating: true,
      showOverallRating: true,
      showExampleAnswer: true,
      showOverallFeedback: true,
      allowRetakes: true,
      isPublic: true,
      tags: ['physics'],
      archive: false,
    });
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.token).toBe(server.token);
  });

  it('sees the API’s refusal beside the fields it names', async () => {
    const server = fakeApi({
      'GET /assessment_templates/examiner': () => ({ body: { data: OFFLINE } }),
      'GET /assessment_templates/getTagOptions': () => ({ body: { data: [] } }),
      'POST /assessment_templates/createAssessmentTemplate': () => ({
        status: 400,
        body: {
          statusCode: 400,
          errorMessage: 'Invalid request: name must not be empty',
          errors: [
            { field: 'name', message: 'is already used by another of your CheckIns' },
            { field: 'customQuestions.0', message: 'is longer than 500 characters' },
            { field: 'customQuestions.0.key.keyPoints', message: 'must hold at most 12 key points' },
          ],
        },
      }),
    });
    const { user, onSaved } = open();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rain');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '5');
    await user.click(screen.getByRole('radio', { name: /I write my own/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Why?');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    expect(await screen.findByText('Is already used by another of your CheckIns.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveAccessibleDescription(
      expect.stringContaining('Is longer than 500 characters.'),
    );
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveAccessibleDescription(
      expect.stringContaining('Must hold at most 12 key points.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(server.calls.length).toBeGreaterThan(0);
  });
});

describe('A teacher changes a CheckIn', () => {
  it('sends only the fields they changed', async () => {
    const server = api();
    const { user, onSaved } = open({ templateId: TEMPLATE_ID });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Water cycle');
    await user.clear(name);
    await user.type(name, 'Water cycle, part 2');
    await user.click(screen.getByRole('switch', { name: /Show an example answer/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEMPLATE_ID));
    expect(server.callsTo('PATCH /assessment_templates/updateAssessmentTemplate')[0]!.body).toEqual({
      assessmentTemplateId: TEMPLATE_ID,
      logObject: { name: 'Water cycle, part 2', showExampleAnswer: true },
    });
  });

  it('sees whether retakes are allowed, and turns them off', async () => {
    const server = api(makeTemplate({ allowRetakes: true }));
    const { user, onSaved } = open({ templateId: TEMPLATE_ID });
    const retakes = await screen.findByRole('switch', { name: /Allow retakes/ });
    expect(retakes).toBeChecked();
    expect(retakes).toHaveAccessibleDescription(expect.stringContaining('one attempt per student'));
    await user.click(retakes);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEMPLATE_ID));
    expect(server.callsTo('PATCH /assessment_templates/updateAssessmentTemplate')[0]!.body).toEqual({
      assessmentTemplateId: TEMPLATE_ID,
      logObject: { allowRetakes: false },
    });
  });

  it('finds each question’s answer key again, and sends the key they changed', async () => {
    const server = api(makeTemplate({ customQuestions: [{ question: 'Where does rain come from?', key: RAIN_KEY }] }));
    const { user, onSaved } = open({ templateId: TEMPLATE_ID });
    const points = await screen.findByRole('textbox', { name: 'Key points' });
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveValue(RAIN_KEY.modelAnswer);
    expect(points).toHaveValue('evaporation / evaporates\ncondensation\nprecipitation / rain');
    await user.type(points, '{Enter}the sun heats the water');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEMPLATE_ID));
    expect(server.callsTo('PATCH /assessment_templates/updateAssessmentTemplate')[0]!.body).toEqual({
      assessmentTemplateId: TEMPLATE_ID,
      logObject: {
        customQuestions: [
          {
            question: 'Where does rain come from?',
            key: { ...RAIN_KEY, keyPoints: [...RAIN_KEY.keyPoints, 'the sun heats the water'] },
          },
        ],
      },
    });
  });

  it('shows the API’s field errors of an update, under logObject, on the fields', async () => {
    fakeApi({
      'GET /assessment_templates/examiner': () => ({ body: { data: OFFLINE } }),
      'GET /assessment_templates/getTagOptions': () => ({ body: { data: [] } }),
      'GET /assessment_templates/getAssessmentTemplateById/*': () => ({ body: { data: makeTemplate() } }),
      'PATCH /assessment_templates/updateAssessmentTemplate': () => ({
        status: 400,
        body: {
          statusCode: 400,
          errorMessage: 'Invalid request: logObject.numberOfQuestions must be at most 20',
          errors: [{ field: 'logObject.numberOfQuestions', message: 'must be at most 20' }],
        },
      }),
    });
    const { user } = open({ templateId: TEMPLATE_ID });
    const count = await screen.findByRole('textbox', { name: 'Number of questions' });
    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be at most 20.')).toBeInTheDocument();
  });

  it('asks before closing with changes not saved, and closes at once without', async () => {
    api();
    const { user, onClose } = open({ templateId: TEMPLATE_ID });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(name).toHaveValue('Water cycle!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a clear message when the CheckIn cannot be opened', async () => {
    fakeApi({
      'GET /assessment_templates/getTagOptions': () => ({ body: { data: [] } }),
      'GET /assessment_templates/getAssessmentTemplateById/*': () => ({
        status: 404,
        body: { statusCode: 404, errorMessage: 'This check-in was not found.' },
      }),
    });
    const { user, onClose } = open({ templateId: TEMPLATE_ID });
    expect(screen.getByRole('status', { name: 'Loading the CheckIn' })).toBeInTheDocument();
    expect(await screen.findByText('This check-in was not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('A teacher copies a CheckIn', () => {
  it('saves a new CheckIn named “(copy)” with the same settings', async () => {
    const server = api(
      makeTemplate({
        isPublic: true,
        author: 'Ada L.',
        customQuestions: [{ question: 'Where does rain come from?', key: RAIN_KEY }],
      }),
    );
    const { user, onSaved } = open({ duplicateOf: TEMPLATE_ID });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Water cycle (copy)');
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveValue(RAIN_KEY.modelAnswer);
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveValue(
      'evaporation / evaporates\ncondensation\nprecipitation / rain',
    );
    expect(keyOf(1).getByRole('textbox', { name: 'Common misconceptions' })).toHaveValue('clouds are smoke');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.body).toMatchObject({
      name: 'Water cycle (copy)',
      grade: '5',
      topic: 'Water Cycle',
      numberOfQuestions: 3,
      customQuestions: [{ question: 'Where does rain come from?', key: RAIN_KEY }],
      showExampleAnswer: false,
      tags: ['science'],
      isPublic: true,
    });
  });
});

describe('A teacher writes answer keys', () => {
  /** A new CheckIn on a topic of the teacher's own, with one question of theirs. */
  async function ownTopic(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Plants');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Custom Topic');
    await user.type(screen.getByRole('textbox', { name: 'Your topic' }), 'Photosynthesis');
    await user.click(screen.getByRole('radio', { name: /I write my own/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('What do plants need to make food?');
  }

  it('is told when a model answer is too long, or there are too many key points', async () => {
    const server = api();
    const { user } = open();
    await ownTopic(user);
    await user.click(keyOf(1).getByRole('textbox', { name: 'Model answer' }));
    await user.paste('x'.repeat(2001));
    await user.click(keyOf(1).getByRole('textbox', { name: 'Key points' }));
    await user.paste(Array.from({ length: 13 }, (_, i) => `idea ${i + 1}`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveAccessibleDescription(
      expect.stringContaining('Keep the model answer under 2000 characters.'),
    );
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveAccessibleDescription(
      expect.stringContaining('List at most 12 key points, one per line.'),
    );
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')).toHaveLength(0);
  });

  it('sees no sample question in the preview before naming a topic of their own', async () => {
    api();
    const { user } = open();
    await screen.findByTestId('student-view-preview');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Custom Topic');
    expect(preview().getByText('The first question shows here once you name your topic.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your topic' }), 'Poetry');
    expect(preview().queryByText('The first question shows here once you name your topic.')).not.toBeInTheDocument();
    expect(preview().getAllByText(/Poetry/).length).toBeGreaterThan(0);
  });

  it('is told that the built-in examiner cannot write questions or keys for a topic of their own', async () => {
    api();
    const { user } = open();
    expect(screen.queryByTestId('examiner-notice')).not.toBeInTheDocument();
    await ownTopic(user);
    const notice = await screen.findByRole('note', { name: /answer keys for your own topic/ });
    expect(screen.getByRole('radio', { name: /I write my own/ })).toHaveAccessibleDescription(
      expect.stringContaining('the examiner asks the rest as open questions'),
    );
    expect(notice).toHaveTextContent('cannot write questions or answer keys for a topic of your own');
    expect(notice).toHaveTextContent('recorded as not rated');
    expect(within(notice).getByTestId('key-count')).toHaveTextContent('0 of 5 questions have an answer key.');
    expect(screen.getByTestId('questions-left')).toHaveTextContent(
      'The examiner will ask the last 4 questions as open questions, recorded as not rated.',
    );

    await user.type(keyOf(1).getByRole('textbox', { name: 'Model answer' }), 'Light, water and carbon dioxide.');
    expect(within(notice).getByTestId('key-count')).toHaveTextContent('1 of 5 questions have an answer key.');
    // A key with no key points is accepted, but the teacher is asked for them.
    expect(keyOf(1).getByTestId('key-points-hint')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Water Cycle');
    expect(screen.queryByTestId('examiner-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('questions-left')).toHaveTextContent('The examiner will write the last 4 questions.');
  });

  it('hears nothing of it when a model runs the CheckIns', async () => {
    const server = api(makeTemplate(), { provider: 'openai', writesQuestions: true });
    const { user, queryClient } = open();
    await ownTopic(user);
    await waitFor(() =>
      expect(queryClient.getQueryData(templateKeys.examiner())).toMatchObject({ provider: 'openai' }),
    );
    expect(server.callsTo('GET /assessment_templates/examiner')).toHaveLength(1);
    expect(screen.queryByTestId('examiner-notice')).not.toBeInTheDocument();
  });

  /** The teacher's three questions: the second with a key of their own. */
  async function threeQuestions(user: ReturnType<typeof userEvent.setup>) {
    await ownTopic(user);
    await user.click(keyOf(1).getByRole('textbox', { name: 'Model answer' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Why do leaves fall?');
    await user.click(keyOf(2).getByRole('textbox', { name: 'Model answer' }));
    await user.keyboard('The tree saves water in winter.');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Where does rain come from?');
  }

  /** The live channel of the drafts, once the builder has joined its room. */
  async function draftChannel() {
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined());
    const socket = FakeSocket.latest()!;
    socket.up();
    await waitFor(() => expect([...socket.joined].some((room) => room.startsWith('draft:'))).toBe(true));
    return socket;
  }

  const draftingApi = () =>
    api(
      makeTemplate(),
      { provider: 'openai', writesQuestions: true },
      {
        'POST /assessment_templates/draftAnswerKeys': (call) => ({
          status: 202,
          body: { data: { requestId: (call.body as { requestId: string }).requestId, drafting: [0, 1] } },
        }),
        'POST /assessment_templates/cancelDraftAnswerKeys': () => ({ body: { message: 'Drafts cancelled' } }),
      },
    );

  it("has the AI draft every empty key, streamed into the form, leaves the teacher's own alone, and saves only what the teacher saves", async () => {
    const server = draftingApi();
    const { user, onSaved } = open();
    await threeQuestions(user);
    await user.click(await screen.findByRole('button', { name: 'Draft answer keys' }));
    const socket = await draftChannel();
    await waitFor(() => expect(server.callsTo('POST /assessment_templates/draftAnswerKeys')).toHaveLength(1));
    const { requestId, ...asked } = server.callsTo('POST /assessment_templates/draftAnswerKeys')[0]!.body as {
      requestId: string;
    };
    expect(socket.joined).toContain(`draft:${requestId}`);
    expect(asked).toEqual({
      grade: '5',
      topic: 'Photosynthesis',
      questions: [
        { question: 'What do plants need to make food?', key: null },
        { question: 'Where does rain come from?', key: null },
      ],
    });
    // Cancel takes the place (and the focus) of the button that started the drafts.
    expect(screen.getByRole('button', { name: 'Cancel drafting' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    expect(keyOf(1).getByTestId('draft-state')).toHaveTextContent('The AI is drafting this key…');
    expect(keyOf(3).getByTestId('draft-state')).toHaveTextContent('The AI is drafting this key…');
    expect(keyOf(2).getByTestId('draft-state')).toHaveTextContent('');

    // The key fills as the AI writes it, read-only until it is done.
    socket.sendDraft({
      requestId,
      index: 0,
      state: 'drafting',
      key: { modelAnswer: 'Light and', keyPoints: [], misconceptions: [] },
    });
    await waitFor(() => expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveValue('Light and'));
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveAttribute('readonly');
    socket.sendDraft({
      requestId,
      index: 0,
      state: 'drafting',
      key: { modelAnswer: 'Light and water.', keyPoints: ['light'], misconceptions: [] },
    });
    socket.sendDraft({
      requestId,
      index: 1,
      state: 'drafting',
      key: { modelAnswer: 'Clouds', keyPoints: [], misconceptions: [] },
    });
    await waitFor(() => expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('Clouds'));
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveValue('light');

    socket.sendDraft({
      requestId,
      index: 0,
      state: 'drafted',
      key: { ...RAIN_KEY, modelAnswer: 'Light, water and air.' },
    });
    socket.sendDraft({ requestId, index: 1, state: 'failed', error: 'The AI service did not answer.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Draft answer keys' })).toHaveFocus());
    expect(keyOf(1).getByTestId('draft-state')).toHaveTextContent(
      'Drafted by the AI: read it and edit it before you save.',
    );
    expect(keyOf(1).getByRole('textbox', { name: 'Key points' })).toHaveValue(RAIN_KEY.keyPoints.join('\n'));
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).not.toHaveAttribute('readonly');
    expect(keyOf(2).getByRole('textbox', { name: 'Model answer' })).toHaveValue('The tree saves water in winter.');
    expect(keyOf(3).getByRole('alert')).toHaveTextContent(
      'The AI could not draft this key: The AI service did not answer.',
    );
    expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('');
    expect(keyOf(3).getByRole('button', { name: 'Try again to draft the key to question 3' })).toBeEnabled();
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')).toHaveLength(0);

    // The teacher edits the draft; only their save sends it.
    await user.clear(keyOf(1).getByRole('textbox', { name: 'Model answer' }));
    await user.type(keyOf(1).getByRole('textbox', { name: 'Model answer' }), 'Light, water and carbon dioxide.');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.body).toMatchObject({
      customQuestions: [
        {
          question: 'What do plants need to make food?',
          key: { ...RAIN_KEY, modelAnswer: 'Light, water and carbon dioxide.' },
        },
        { question: 'Why do leaves fall?', key: { modelAnswer: 'The tree saves water in winter.' } },
        { question: 'Where does rain come from?', key: null },
      ],
    });
  });

  it('cancels the drafts, clearing the keys not finished, and drafts one key again after a failure', async () => {
    const server = draftingApi();
    const { user } = open();
    await threeQuestions(user);
    await user.click(await screen.findByRole('button', { name: 'Draft answer keys' }));
    const socket = await draftChannel();
    await waitFor(() => expect(server.callsTo('POST /assessment_templates/draftAnswerKeys')).toHaveLength(1));
    const { requestId } = server.callsTo('POST /assessment_templates/draftAnswerKeys')[0]!.body as {
      requestId: string;
    };
    socket.sendDraft({ requestId, index: 0, state: 'drafted', key: RAIN_KEY });
    socket.sendDraft({
      requestId,
      index: 1,
      state: 'drafting',
      key: { modelAnswer: 'Clouds', keyPoints: [], misconceptions: [] },
    });
    await waitFor(() => expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('Clouds'));

    await user.keyboard('{Enter}'); // Cancel has the focus.
    expect(server.callsTo('POST /assessment_templates/cancelDraftAnswerKeys')[0]!.body).toEqual({ requestId });
    expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('');
    expect(keyOf(3).getByTestId('draft-state')).toHaveTextContent('');
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveValue(RAIN_KEY.modelAnswer);
    expect(screen.getByRole('button', { name: 'Draft answer keys' })).toHaveFocus();
    // A late update of the cancelled request changes nothing.
    socket.sendDraft({ requestId, index: 1, state: 'drafted', key: RAIN_KEY });
    expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('');

    // Drafting again asks only for the key still empty.
    await user.click(screen.getByRole('button', { name: 'Draft answer keys' }));
    await draftChannel();
    await waitFor(() => expect(server.callsTo('POST /assessment_templates/draftAnswerKeys')).toHaveLength(2));
    expect(
      (server.callsTo('POST /assessment_templates/draftAnswerKeys')[1]!.body as { questions: unknown[] }).questions,
    ).toEqual([{ question: 'Where does rain come from?', key: null }]);
  });

  it('gives up the drafts still open when the examiner falls silent, and says so', async () => {
    const server = draftingApi();
    const { user } = open();
    await threeQuestions(user);
    await user.click(await screen.findByRole('button', { name: 'Draft answer keys' }));
    const socket = await draftChannel();
    await waitFor(() => expect(server.callsTo('POST /assessment_templates/draftAnswerKeys')).toHaveLength(1));
    const { requestId } = server.callsTo('POST /assessment_templates/draftAnswerKeys')[0]!.body as {
      requestId: string;
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      socket.sendDraft({ requestId, index: 0, state: 'drafted', key: RAIN_KEY });
      socket.sendDraft({
        requestId,
        index: 1,
        state: 'drafting',
        key: { modelAnswer: 'Clouds', keyPoints: [], misconceptions: [] },
      });
      await waitFor(() => expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('Clouds'));
      vi.advanceTimersByTime(DRAFT_SILENCE_MS - 1_000);
      expect(keyOf(3).getByTestId('draft-state')).toHaveTextContent('The AI is drafting this key…');
      vi.advanceTimersByTime(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await keyOf(3).findByRole('alert')).toHaveTextContent(`The AI could not draft this key: ${NO_ANSWER}`);
    expect(keyOf(3).getByTestId('draft-state')).toHaveTextContent('');
    expect(keyOf(3).getByRole('textbox', { name: 'Model answer' })).toHaveValue('');
    expect(keyOf(1).getByRole('textbox', { name: 'Model answer' })).toHaveValue(RAIN_KEY.modelAnswer);
    expect(server.callsTo('POST /assessment_templates/cancelDraftAnswerKeys')[0]!.body).toEqual({ requestId });
    expect(screen.getByRole('button', { name: 'Draft answer keys' })).toBeEnabled();
  });

  it('cannot ask the built-in examiner for a draft', async () => {
    api();
    const { user } = open();
    await ownTopic(user);
    await screen.findByTestId('examiner-notice');
    expect(screen.queryByRole('button', { name: 'Draft answer keys' })).not.toBeInTheDocument();
  });

  it('sees in the preview that an answer to a question without a key is not rated', async () => {
    api();
    const { user } = open();
    await ownTopic(user);
    await user.click(screen.getByRole('switch', { name: /Rate each answer/ }));
    expect(answer().getByTestId('rating')).toHaveTextContent('Rating: Not rated');
    expect(answer().getByTestId('rating')).not.toHaveTextContent('of 4');
    expect(answer().queryByTestId('example-answer')).not.toBeInTheDocument();

    await user.type(keyOf(1).getByRole('textbox', { name: 'Model answer' }), 'Light, water and carbon dioxide.');
    expect(answer().getByTestId('rating')).toHaveTextContent('Rating: Proficient (3 of 4)');
    expect(answer().getByTestId('example-answer')).toHaveTextContent('Light, water and carbon dioxide.');
  });
});
