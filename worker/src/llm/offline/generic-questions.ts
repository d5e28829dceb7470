/** Probing questions that work for any topic; rated on observable qualities, never on facts we cannot check. */
import type { PlannedQuestion } from './types.js';

type GenericQuestion = Extract<PlannedQuestion, { kind: 'generic' }>;

const SHAPE = "This is a model of a strong answer's shape, not a fact sheet: your teacher checks the facts. ";

/** [question, shape of a strong answer, follow-up]; {topic} is replaced by the topic's name. */
const TEMPLATES: [string, string, string][] = [
  [
    'In your own words, what is {topic} about?',
    '"{topic} is about ... . In simpler words, it means ... . For example, ... ."',
    'What is one word or idea you remember from learning about {topic}? What does it mean?',
  ],
  [
    'Why is learning about {topic} important? Give one reason.',
    '"Learning about {topic} is important because ... . For example, it helps when ... ."',
    'Think about who uses {topic} or when it comes up. Why would it help them?',
  ],
  [
    'Give an example of {topic} from everyday life or from class.',
    '"One example of {topic} is when ... . It is an example because ... ."',
    'Think about your home, your school or outside. Where might {topic} show up?',
  ],
  [
    'What is one thing people often get wrong about {topic}?',
    '"Some people think ... , but actually ... , because ... ."',
    'What is a mistake a classmate might make about {topic}?',
  ],
  [
    'How would you explain {topic} to a younger student?',
    '"Imagine ... . {topic} is a bit like ... , because ... . For example, ... ."',
    'Try comparing {topic} to something a little kid already knows.',
  ],
  [
    'What are the most important ideas to know about {topic}? Explain one of them.',
    '"Two key ideas are ... and ... . The first one means ... , for example ... ."',
    'Pick just one idea about {topic}. What does it mean?',
  ],
  [
    'How is {topic} connected to something else you have learned?',
    '"{topic} is connected to ... because ... . For example, ... ."',
    'Think about another lesson or subject. Does anything there remind you of {topic}?',
  ],
  [
    'Describe how {topic} works, or what happens, step by step.',
    '"First, ... . Then, ... . Finally, ... , because ... ."',
    'What happens first? What happens after that?',
  ],
  [
    'Imagine {topic} did not exist or stopped working. What would change, and why?',
    '"Without {topic}, ... would change, because ... . For example, ... ."',
    'Think of one thing that depends on {topic}. What would happen to it?',
  ],
  [
    'Compare {topic} with something similar. How are they alike, and how are they different?',
    '"{topic} and ... are alike because ... . They are different because ... ."',
    'Pick one thing that is a bit like {topic}. What is one way they are the same?',
  ],
  [
    'What is the most interesting thing you learned about {topic}? Why does it interest you?',
    '"The most interesting thing I learned is ... . It interests me because ... ."',
    'Was there a moment in class about {topic} that surprised you? What was it?',
  ],
  [
    'Where could you see or use {topic} outside of school?',
    '"I could see {topic} when ... . For example, ... , because ... ."',
    'Think about a weekend or a trip. Could {topic} show up there?',
  ],
  [
    'What is one fact about {topic} that you are sure of? How do you know it is true?',
    '"One fact is that ... . I know it is true because ... , for example ... ."',
    'Where did you learn that fact? What showed you it was true?',
  ],
  [
    'If you had one minute to teach {topic}, what three things would you say?',
    '"First, ... . Second, ... . Third, ... . These matter because ... ."',
    'What is the single most important thing to say first?',
  ],
  [
    'Tell me about one cause and one effect connected to {topic}.',
    '"One cause is ... . Because of that, ... happens. For example, ... ."',
    'Think of something that makes something else happen in {topic}.',
  ],
  [
    'What mistake could someone make when thinking about {topic}, and how could they fix it?',
    '"Someone might think ... . They could fix it by ... , because ... ."',
    'What is a tricky part of {topic}? How could someone get it right?',
  ],
  [
    'Why do you think people study {topic}?',
    '"People study {topic} because ... . It helps them ... , for example ... ."',
    'Who might need to know about {topic} for their job or their life?',
  ],
  [
    'What picture or drawing would help explain {topic}? Describe it.',
    '"I would draw ... , with ... labeled, because it shows ... ."',
    'If you made a poster about {topic}, what would be in the middle?',
  ],
  [
    'What part of {topic} was hard to understand at first, and what helped you?',
    '"At first ... was hard, because ... . What helped me was ... ."',
    'Was there one part of {topic} you had to think about twice?',
  ],
  [
    'What is one question you still have about {topic}, and how could you find the answer?',
    '"I still wonder ... , because ... . I could find out by ... ."',
    'What would you like to know next about {topic}?',
  ],
];

export const GENERIC_QUESTION_COUNT = TEMPLATES.length;

const fill = (text: string, topic: string) => text.replaceAll('{topic}', topic);

export function genericQuestions(topic: string, focusWords: string[]): GenericQuestion[] {
  return TEMPLATES.map(([text, shape, followUp]) => ({
    kind: 'generic',
    source: 'generic',
    text: fill(text, topic),
    example: SHAPE + fill(shape, topic),
    followUp: fill(followUp, topic),
    focusWords,
  }));
}

export function customQuestion(text: string, focusWords: string[]): GenericQuestion {
  return {
    kind: 'generic',
    source: 'custom',
    text,
    example:
      SHAPE +
      'A strong answer replies to the question directly in a few full sentences, uses the words of the topic, ' +
      'gives a reason ("... because ...") and backs it up with one example ("For example, ...").',
    followUp: 'Can you say a bit more? Try to give one reason ("because ...") or one example.',
    focusWords,
  };
}
