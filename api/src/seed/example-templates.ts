import type { TemplateFields } from '@checkin/contracts';

type Example = Pick<TemplateFields, 'name' | 'grade' | 'topic' | 'numberOfQuestions' | 'tags' | 'customQuestions'>;

/** One example CheckIn for each preset topic of spec §3, offered to every teacher. */
export const EXAMPLE_TEMPLATES: Example[] = [
  {
    name: "Newton's Laws in Action",
    grade: '8',
    topic: "Newton's Laws of Motion",
    numberOfQuestions: 5,
    tags: ['science', 'physics'],
    customQuestions: [],
  },
  {
    name: 'Who Eats Whom? Food Chains',
    grade: '4',
    topic: 'Food Chain',
    numberOfQuestions: 5,
    tags: ['science', 'life science'],
    customQuestions: [],
  },
  {
    name: 'Living Together: Ecosystems',
    grade: '6',
    topic: 'Eco System',
    numberOfQuestions: 5,
    tags: ['science', 'life science'],
    customQuestions: [],
  },
  {
    name: 'The Journey of a Raindrop',
    grade: '3',
    topic: 'Water Cycle',
    numberOfQuestions: 5,
    tags: ['science', 'earth science'],
    customQuestions: [],
  },
  {
    name: 'Sentence Builders: Grammar Rules',
    grade: '5',
    topic: 'Grammar Rules',
    numberOfQuestions: 5,
    tags: ['english', 'grammar'],
    customQuestions: [],
  },
  {
    name: 'Leaders of the Nation: US Presidents',
    grade: '10',
    topic: 'US Presidents',
    numberOfQuestions: 5,
    tags: ['social studies', 'history'],
    customQuestions: [],
  },
  {
    name: 'Explain It Your Way: Photosynthesis',
    grade: '7',
    topic: 'Photosynthesis',
    numberOfQuestions: 3,
    tags: ['science', 'custom topic'],
    customQuestions: ['In your own words, what does a plant need to make its own food?'],
  },
];
