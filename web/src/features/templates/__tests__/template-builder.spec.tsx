import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAsTeacher } from '../../../test/teacher-harness';
import { TemplateBuilder } from '../components/template-builder';
import { TEMPLATE_ID, makeTemplate } from './fixtures';

// A whole form typed key by key through Mantine's inputs takes a few seconds in happy-dom.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function api(template = makeTemplate()) {
  return fakeApi({
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
  const view = renderAsTeacher(<TemplateBuilder {...props} onSaved={onSaved} onClose={onClose} />);
  return { ...view, onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

const preview = () => within(screen.getByTestId('student-view-preview'));
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
    await user.click(screen.getByRole('radio', { name: /I write my own/ }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await user.keyboard('What is evaporation?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Where do clouds come from?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Why does it rain?');

    screen.getByRole('button', { name: 'Move question 3 up' }).focus();
    await user.keyboard('{Enter}');
    const texts = () =>
      screen.getAllByRole('textbox', { name: /^Question \d$/ }).map((box) => (box as HTMLTextAreaElement).value);
    expect(texts()).toEqual(['What is evaporation?', 'Why does it rain?', 'Where do clouds come from?']);
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Why does it rain?', 'What is evaporation?', 'Where do clouds come from?']);

    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(texts()).toEqual(['What is evaporation?', 'Why does it rain?', 'Where do clouds come from?']);
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(texts()).toEqual(['What is evaporation?', 'Where do clouds come from?']);
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
    expect(preview().getByTestId('preview-after-answer')).toHaveTextContent('sees its rating and why.');
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating scale' }), 'three-level');
    await user.click(screen.getByRole('radio', { name: /Demanding/ }));
    await user.click(screen.getByRole('switch', { name: /Rate each answer/ }));
    await user.click(screen.getByRole('switch', { name: /Share with the community/ }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Physics{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.body).toEqual({
      name: 'Bicycle forces',
      grade: '8',
      topic: 'Forces on a bicycle',
      numberOfQuestions: 5,
      promptType: 'default',
      customQuestions: ['What slows a bicycle down?'],
      rating_scale_id: 'three-level',
      rating_level: 'hard',
      showSingleQuestionRating: true,
      showOverallRating: true,
      showExampleAnswer: true,
      showOverallFeedback: true,
      isPublic: true,
      tags: ['physics'],
      archive: false,
    });
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.token).toBe(server.token);
  });

  it('sees the API’s refusal beside the fields it names', async () => {
    const server = fakeApi({
      'GET /assessment_templates/getTagOptions': () => ({ body: { data: [] } }),
      'POST /assessment_templates/createAssessmentTemplate': () => ({
        status: 400,
        body: {
          statusCode: 400,
          errorMessage: 'Invalid request: name must not be empty',
          errors: [
            { field: 'name', message: 'is already used by another of your CheckIns' },
            { field: 'customQuestions.0', message: 'is longer than 500 characters' },
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

  it('shows the API’s field errors of an update, under logObject, on the fields', async () => {
    fakeApi({
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
    const server = api(makeTemplate({ isPublic: true, author: 'Ada L.' }));
    const { user, onSaved } = open({ duplicateOf: TEMPLATE_ID });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Water cycle (copy)');
    await user.click(screen.getByRole('button', { name: 'Create CheckIn' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(NEW_ID));
    expect(server.callsTo('POST /assessment_templates/createAssessmentTemplate')[0]!.body).toMatchObject({
      name: 'Water cycle (copy)',
      grade: '5',
      topic: 'Water Cycle',
      numberOfQuestions: 3,
      customQuestions: ['Where does rain come from?'],
      showExampleAnswer: false,
      tags: ['science'],
      isPublic: true,
    });
  });
});
