import type { StudentViewSampleProps } from '../../../lib/feature-slots';
import { type ExaminerInfo, keyCoverage } from './key-coverage';
import { hasKey } from './question-draft';
import { sampleQuestion } from './sample-question';
import { type TemplateForm, topicOf } from './template-form';

/**
 * What the builder's sample of a student's view shows of the form as it is now. The first answer is rated only
 * against a key: the teacher's own, or one the examiner can write for the topic.
 */
export function studentViewSample(form: TemplateForm, examiner: ExaminerInfo | undefined): StudentViewSampleProps {
  const named = topicOf(form);
  const topic = named || 'Your topic';
  const own = form.questionSource === 'custom' ? form.customQuestions.find((q) => q.question.trim()) : undefined;
  const coverage = keyCoverage(form, examiner);
  return {
    title: form.name.trim() || 'Your CheckIn',
    topic,
    grade: form.grade,
    numberOfQuestions:
      typeof form.numberOfQuestions === 'number' && form.numberOfQuestions > 0 ? form.numberOfQuestions : 1,
    firstQuestion: own
      ? { text: own.question.trim(), own: true }
      : {
          text: named ? sampleQuestion(named, form.grade) : 'The first question shows here once you name your topic.',
          own: false,
        },
    firstAnswerRated: own ? hasKey(own) : !coverage.examinerCannotKey,
    modelAnswer: own?.modelAnswer.trim() || null,
    noneRated: coverage.examinerCannotKey && coverage.keyed === 0,
    ratingScaleId: form.rating_scale_id,
    show: {
      singleQuestionRating: form.showSingleQuestionRating,
      exampleAnswer: form.showExampleAnswer,
      overallRating: form.showOverallRating,
      overallFeedback: form.showOverallFeedback,
    },
  };
}
