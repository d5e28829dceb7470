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
    customQuestions: [
      {
        question: 'In your own words, what does a plant need to make its own food?',
        key: {
          modelAnswer:
            'A plant needs sunlight, water and carbon dioxide from the air. Its leaves use the energy of sunlight to turn the water and carbon dioxide into sugar, which is its food.',
          keyPoints: ['sunlight / light energy', 'water', 'carbon dioxide from the air / CO2'],
          misconceptions: ['plants get their food from the soil'],
        },
      },
      {
        question: 'What does a plant make during photosynthesis, and what does it give off into the air?',
        key: {
          modelAnswer:
            'During photosynthesis a plant makes sugar (glucose), which it uses for energy and to grow, and it gives off oxygen into the air.',
          keyPoints: ['sugar / glucose / food', 'oxygen is given off / releases oxygen'],
          misconceptions: ['plants give off carbon dioxide during photosynthesis'],
        },
      },
      {
        question: 'Why are the leaves of most plants green, and why does that matter for photosynthesis?',
        key: {
          modelAnswer:
            'Leaves are green because they contain chlorophyll. Chlorophyll absorbs the light energy the plant needs for photosynthesis.',
          keyPoints: ['chlorophyll', 'chlorophyll absorbs light / captures sunlight'],
          misconceptions: [],
        },
      },
    ],
  },
];
