import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  asPredicate,
  readAsPredicate,
  withMisreadVerbs,
  withPhrasalVerbs,
  withOtherSide,
  withTwoWordVerbs,
} from './text.js';

describe('analyse', () => {
  it("stems each word as wink's own its.stem does, the same word twice alike", () => {
    const text = 'Evaporating water RISES; the Vapour cools, condenses and rises again. Running, ran, runs.';
    const nlp = winkNLP(model, ['sbd', 'negation', 'pos']);
    const tokens = nlp.readDoc(text).tokens();
    const types = tokens.out(nlp.its.type);
    const wink = tokens
      .out(nlp.its.stem)
      .filter((_, i) => types[i] === 'word')
      .map((s) => s.toLowerCase());
    const ours = analyse(text).tokens.map((t) => t.stem);
    expect(ours).toEqual(wink);
    expect(ours.filter((s) => s === 'rise')).toHaveLength(2);
  });

  it("reads a word with 's alike whatever it read before, and leaves the contractions wink knows to it", () => {
    const normals = (text: string) => analyse(text).tokens.map((t) => t.normal);
    const first = normals("Quorbel's hand is bigger.");
    // Wink keeps a word it has not seen whole when a stop follows it, and knows it whole from then on.
    expect(normals("The bigger hand was Quorbel's.")).toEqual(['the', 'bigger', 'hand', 'was', 'quorbel', "'s"]);
    expect(normals("Quorbel's hand was bigger.")).toEqual(['quorbel', "'s", 'hand', 'was', 'bigger']);
    expect(first).toEqual(['quorbel', "'s", 'hand', 'is', 'bigger']);
    expect(normals("It's warm, so let's go.")).toEqual(['it', 'is', 'warm', 'so', 'let', 'us', 'go']);
  });

  it('reads how much of a thing the words before it say there is, not how big it is', () => {
    const quantities = (text: string) =>
      analyse(text)
        .content.filter((t) => t.quantity !== 0)
        .map((t) => `${t.normal} ${t.quantity}`);
    expect(quantities('There is little food and few big predators.')).toEqual(['food -1', 'big -1', 'predators -1']);
    expect(quantities('A lack of fresh water, but plenty of sun and many trees.')).toEqual([
      'fresh -1',
      'water -1',
      'sun 1',
      'trees 1',
    ]);
    expect(quantities('In winter fresh food is scarce.')).toEqual(['fresh -1', 'food -1']);
    expect(quantities('The little dog saw a few wolves and little needles of ice.')).toEqual([]);
  });

  it('reads how much of a thing the words after it say there is, and the other amount where they are denied', () => {
    const quantities = (text: string) =>
      analyse(text)
        .content.filter((t) => t.quantity !== 0)
        .map((t) => `${t.normal} ${t.quantity}`);
    expect(quantities('Food is hard to find in winter.')).toEqual(['food -1']);
    expect(quantities('It is difficult to find food.')).toEqual(['food -1']);
    expect(quantities('The food is running out.')).toEqual(['food -1']);
    expect(quantities('They run out of food.')).toEqual(['food -1']);
    expect(quantities('Food is not scarce in winter.')).toEqual(['food 1']);
    expect(quantities('It is not hard to find food.')).toEqual(['food 1']);
    expect(quantities('Food does not run out.')).toEqual(['food 1']);
    expect(quantities('There is not much food.')).toEqual(['food -1']);
    expect(quantities('There is not a lack of food.')).toEqual(['food 1']);
    expect(quantities('It is hard to swim.')).toEqual([]);
  });

  it('reads a denial to the end of its clause, and gives "nothing", "nobody" and "unable" one', () => {
    const denied = (text: string) =>
      analyse(text)
        .content.filter((t) => t.negated)
        .map((t) => t.normal);
    expect(denied('The rabbits would have no food and they would die.')).toEqual(['food']);
    expect(denied('The ice does not melt and stays cold.')).toEqual(['melt']);
    expect(denied('It has no mass and weight.')).toEqual(['mass', 'weight']);
    // a denial of wink's own after the end of a clause's
    expect(denied('It is hot and there is hardly any water.')).toEqual(['water']);
    expect(denied('There is nothing to eat, so they die.')).toEqual(['eat']);
    expect(denied('Nobody touches the ball.')).toEqual(['touches', 'ball']);
    expect(denied('The fish are unable to breathe, so they die.')).toEqual(['breathe']);
    // a line ends its sentence, stop or not: a student's answers to one question are read a line each
    expect(denied("I don't know\nchlorophyll")).toEqual(['know']);
    expect(denied('Not sure\n\nthe ice does not melt')).toEqual(['sure', 'melt']);
  });

  it('numbers clauses at marks, at "but" and "while", and at an "and" that joins clauses, not things', () => {
    const clauses = (text: string) =>
      analyse(text)
        .tokens.map((t) => `${t.normal}@${t.clause}`)
        .join(' ');
    expect(clauses('Who is the subject and whom is the object.')).toBe(
      'who@0 is@0 the@0 subject@0 and@1 whom@1 is@1 the@1 object@1',
    );
    expect(clauses('Use whom as a subject and who as an object.')).toContain('and@1 who@1');
    expect(clauses('Mitosis and meiosis both make cells.')).toBe('mitosis@0 and@0 meiosis@0 both@0 make@0 cells@0');
    expect(clauses('It is wet, but cold. It rains; it pours.')).toBe(
      'it@0 is@0 wet@0 but@2 cold@2 it@3 rains@3 it@4 pours@4',
    );
  });

  /** The words of a text that carry a mark. */
  const marked = (text: string, mark: 'placed' | 'agent' | 'source' | 'doneTo') =>
    analyse(text)
      .tokens.filter((t) => t[mark])
      .map((t) => t.normal);

  it('marks the words of a phrase after a preposition or in brackets, and of who does what a verb says is done', () => {
    expect(marked('Forces on the same object cancel in mitosis the cell.', 'placed')).toEqual([
      'the',
      'same',
      'object',
      'mitosis',
    ]);
    expect(marked('The table pushes (a normal force) the book.', 'placed')).toEqual(['a', 'normal', 'force']);
    expect(marked('It is eaten by the hungry fox, the rabbit that an owl eats.', 'agent')).toEqual([
      'the',
      'hungry',
      'fox',
      'an',
      'owl',
    ]);
  });

  it('marks the words said to be more or less of, to the first noun after "more", "fewer" or their like', () => {
    const amounts = (text: string) =>
      analyse(text)
        .tokens.filter((t) => t.amount)
        .map((t) => `${t.normal} ${t.amount}`);
    expect(amounts('The more kinetic energy it has, the fewer animals and less heat.')).toEqual([
      'kinetic 1',
      'energy 1',
      'animals -1',
      'heat -1',
    ]);
    expect(amounts('It moves more quickly than more than ten cars.')).toEqual([]);
    // after "more of" and its like, to the first noun or pronoun; "most of" says how much of it, not that it is more
    expect(amounts('It has more of it and less of the heat, but most of the water stays.')).toEqual([
      'it 1',
      'heat -1',
    ]);
  });

  it('marks the words that name what a change starts from, after "from" to the end of its phrase', () => {
    const sources = (text: string) => marked(text, 'source');
    expect(sources('The gas comes from liquid water that is heated.')).toEqual(['liquid', 'water']);
    expect(sources('It changes from a liquid to a gas.')).toEqual(['a', 'liquid']);
    expect(sources('It goes from being very hot ice, then melts.')).toEqual(['being', 'very', 'hot', 'ice']);
    expect(sources('Liquid forms when the gas cools.')).toEqual([]);
  });

  it('marks the verbs that say what is done to the thing their clause is about', () => {
    const doneTo = (text: string) => marked(text, 'doneTo');
    expect(doneTo('The prey is hunted, and gets eaten by an owl.')).toEqual(['hunted', 'eaten']);
    expect(doneTo('It is not often caught. The mouse eaten by the owl.')).toEqual(['caught', 'eaten']);
    expect(doneTo('It runs away from being caught.')).toEqual(['caught']);
    expect(doneTo('Prey is the animal that a predator eats, what the fox catches.')).toEqual(['eats', 'catches']);
    expect(doneTo('It is hunted and eaten, what foxes kill and eat, and is caught and runs.')).toEqual([
      'hunted',
      'eaten',
      'kill',
      'eat',
      'caught',
    ]);
    expect(doneTo('The predator hunted the animal that hunts.')).toEqual([]);
    expect(doneTo('It means that the predator eats the prey.')).toEqual([]);
    expect(doneTo('It is the reason that the fox hunts rabbits.')).toEqual([]);
  });

  /** The content words of a text, as written. */
  const words = (text: string) => analyse(text).content.map((t) => t.normal);

  it('reads a word that says something in every form, though a stop list holds one of them', () => {
    expect(words('Objects move; an object moves. Keep it.')).toEqual(['objects', 'move', 'object', 'moves', 'keep']);
    expect(words('It is further away.')).toEqual(['further', 'away']);
  });

  it('reads a denied verb of change as "stay", and one of two sides as the other, for key points', () => {
    const read = (text: string) =>
      withOtherSide(analyse(text)).content.map((t) => `${t.lemma}${t.negated ? ' (denied)' : ''}`);
    expect(read('The mass does not change.')).toEqual(['mass', 'stay']);
    expect(read('It does not move.')).toEqual(['stay']);
    expect(read('The plant will not survive.')).toEqual(['plant', 'die']);
    expect(read('It does not float.')).toEqual(['sink']);
    // a verb of another kind stays denied
    expect(read('It does not melt.')).toEqual(['melt (denied)']);
  });

  it('reads "non" and its word as one word, as a dictionary writes it', () => {
    expect(words('A rock is non living, non-living or Nonliving.')).toEqual([
      'rock',
      'nonliving',
      'nonliving',
      'nonliving',
    ]);
    expect(words('None of it is nonsense.')).toEqual(['nonsense']);
  });

  it('reads a chemical formula as its name, its digits as no number', () => {
    const plants = analyse('Plants take in CO2 and give off O₂ and h2o.');
    expect(plants.content.map((t) => t.normal)).toEqual(['plants', 'carbon', 'dioxide', 'oxygen', 'water']);
    expect(plants.numbers).toEqual([]);
    // a formula is a word of its own: "CO2O" names nothing
    expect(words('N2 is no CO2O.')).toEqual(['nitrogen', 'gas']);
  });

  it('reads degrees and a product written with signs in words, and the digits beside a word', () => {
    expect(words('Water boils at 100°C, or 212 ° F.')).toEqual([
      'water',
      'boils',
      'degrees',
      'celsius',
      'degrees',
      'fahrenheit',
    ]);
    expect(words('It freezes at 0 C.')).toEqual(['freezes', 'degrees', 'celsius']);
    expect(words('3x4 = 3 × 4')).toEqual(['times', 'times']);
    expect(words('It is 5kg, or 100 CM.')).toEqual(['kilograms', 'centimeters']);
    const groups = analyse('3 groups of 4');
    expect(groups.tokens.map((t) => [t.normal, t.numberBefore, t.numberAfter])).toEqual([
      ['groups', '3', null],
      ['of', null, '4'],
    ]);
    expect(groups.numbers).toEqual(['3', '4']);
  });

  it('reads a word that ends a sentence as the word, not as the abbreviation it may be', () => {
    const ill = analyse('The germs make you ill. It has more mass. the sun.');
    expect(ill.tokens.filter((t) => !t.stop).map((t) => [t.lemma, t.pos])).toEqual([
      ['germ', 'NOUN'],
      ['ill', 'ADJ'],
      ['mass', 'NOUN'],
      ['sun', 'NOUN'],
    ]);
  });

  it('reads a verb and its particle as the verb of two words WordNet has, where the particle stands for it', () => {
    const phrasal = (text: string) =>
      analyse(text)
        .tokens.filter((t) => t.phrasal)
        .map((t) => `${t.normal}: ${t.phrasal}`);
    expect(phrasal('Plants take in carbon dioxide and give off oxygen.')).toEqual(['take: take_in', 'give: give_off']);
    expect(phrasal('Friction slows the ball down. The ball speeds up.')).toEqual([
      'slows: slow_down',
      'speeds: speed_up',
    ]);
    expect(phrasal('They put the nutrients back in the soil.')).toEqual(['put: put_back']);
    // a verb of change before "into" or "to" means "become", which WordNet does not write
    expect(phrasal('The ice changes into water and turns to vapor.')).toEqual(['changes: become', 'turns: become']);
    // a particle before what it names is a preposition: "in the soil" is where the seeds are put
    expect(phrasal('They put the seeds in the soil. Plants grow in the ground.')).toEqual([]);
    // the particle of a verb of two words opens no phrase of a place: "carbon dioxide" is what is taken
    expect(marked('Plants take in carbon dioxide. The ice turns into water.', 'placed')).toEqual([]);
    expect(marked('Plants grow in the ground.', 'placed')).toEqual(['the', 'ground']);
  });

  it('reads what a thing becomes or is made, after a verb of change, and what is made so', () => {
    const becomes = (text: string) =>
      analyse(text)
        .tokens.filter((t) => t.becomes)
        .map((t) => `${t.normal}: ${t.becomes!.how} ${t.becomes!.state}`);
    expect(becomes('It gets a lot bigger and turns red.')).toEqual(['bigger: self big', 'red: self red']);
    expect(becomes('The water turns into water vapor. It becomes a gas.')).toEqual([
      'vapor: self vapor',
      'gas: self gas',
    ]);
    // as they are meant where the tagger reads them otherwise: an adverb, a verb after "to"
    expect(becomes('The days get longer. The water turns to ice.')).toEqual(['longer: self long', 'ice: self ice']);
    expect(becomes('The stove makes the water hot.')).toEqual(['hot: made hot']);
    const madeSo = (text: string) =>
      analyse(text)
        .tokens.filter((t) => t.madeSo)
        .map((t) => t.normal);
    expect(madeSo('The stove makes the water hot.')).toEqual(['water']);
    // what is made to do something
    expect(madeSo('Friction makes the ball slow down.')).toEqual(['ball']);
    expect(madeSo('Friction makes it go slower.')).toEqual(['it']);
    expect(madeSo('Friction makes heat.')).toEqual([]);
    // an adjective before a noun says what kind of thing it is; "gets" a noun is no change
    expect(becomes('It gets hot water. The sun makes the hot sand glow. It gets food.')).toEqual([]);
  });

  it('reads a key point’s verbs of two words that a stop list holds among its words, as those verbs, and no other', () => {
    const words = (text: string) => withTwoWordVerbs(analyse(text)).content.map((t) => `${t.normal}/${t.lemma}`);
    expect(words('take in oxygen')).toEqual(['take/take_in', 'oxygen/oxygen']);
    expect(words('give off oxygen')).toEqual(['give/give_off', 'oxygen/oxygen']);
    expect(analyse('take in oxygen').content.map((t) => t.normal)).toEqual(['oxygen']);
    // no meaning given to "make" or "becomes" (withGivingVerbs reads a point's "make"), and nothing read where none is
    expect(words('It becomes vapor.')).toEqual(['vapor/vapor']);
    expect(words('make food')).toEqual(['food/food']);
    const none = analyse('Plants need water.');
    expect(withTwoWordVerbs(none)).toBe(none);
  });

  it('reads the verbs of two words a stop list holds among the content words, as those verbs, for key points', () => {
    const read = withPhrasalVerbs(analyse('Plants take in water and give it back. It becomes sugar.'));
    expect(read.content.map((t) => `${t.normal}/${t.lemma}`)).toEqual([
      'plants/plant',
      'take/take_in',
      'water/water',
      'give/give_back',
      'becomes/become',
      'sugar/sugar',
    ]);
    expect(analyse('Plants take in water and give it back.').content.map((t) => t.normal)).toEqual(['plants', 'water']);
    const none = analyse('Plants need water.');
    expect(withPhrasalVerbs(none)).toBe(none);
    // "make" and "give" where a thing is made or given, meaning "produce" and "provide"; not where they say what a
    // thing is made or made to do
    const made = (text: string) =>
      withPhrasalVerbs(analyse(text)).content.map((t) => (t.means ? `${t.normal}: ${t.means}` : t.normal));
    expect(made('Plants make food.')).toEqual(['plants', 'make: produce', 'food']);
    expect(made('The sun gives us light.')).toEqual(['sun', 'gives: provide', 'light']);
    expect(made('The sun makes it hot.')).toEqual(['sun', 'hot']);
    expect(made('Friction makes the ball slow down.')).toEqual(['friction', 'ball', 'slow']);
    expect(made('Plants give off oxygen.')).toEqual(['plants', 'give', 'oxygen']);
  });

  it('reads a verb the tagger read as a noun as a verb, for key points, where its form says so', () => {
    const partOf = (text: string, word: string) =>
      withMisreadVerbs(analyse(text)).content.find((t) => t.normal === word)?.pos;
    // the tagger reads these as nouns
    expect(analyse('The population increases.').content.map((t) => t.pos)).toEqual(['NOUN', 'NOUN']);
    expect(partOf('The population increases.', 'increases')).toBe('VERB');
    expect(partOf('The temperature rises in summer.', 'rises')).toBe('VERB');
    expect(partOf('The ice melts and the river floods the town.', 'floods')).toBe('VERB');
    // one thing with a word not in "-s", a clause that has a verb, a noun right after it: names, not verbs
    expect(partOf('The water cycle.', 'cycle')).toBe('NOUN');
    expect(partOf('There are many food chains.', 'chains')).toBe('NOUN');
    expect(partOf('It makes the water levels.', 'levels')).toBe('NOUN');
    expect(partOf('The wind moves clouds.', 'moves')).toBe('NOUN');
    const read = analyse('The ice melts.');
    expect(withMisreadVerbs(read)).toBe(read);
  });

  it('reads a product written with a sign between two words in words, not an unknown asked for', () => {
    const words = (text: string) => analyse(text).tokens.map((t) => t.normal);
    expect(words('Length x width.')).toEqual(['length', 'times', 'width']);
    expect(words('length × width')).toEqual(['length', 'times', 'width']);
    expect(words('Solve for x in the equation.')).toEqual(['solve', 'for', 'x', 'in', 'the', 'equation']);
  });

  it('reads a key point written as what a thing does with its first word a verb, where the tagger read a noun', () => {
    const parts = (text: string) => asPredicate(text).tokens.map((t) => `${t.normal}/${t.pos}`);
    expect(analyse('pumps blood around the body').tokens[0]!.pos).toBe('NOUN');
    expect(parts('pumps blood around the body')).toEqual([
      'pumps/VERB',
      'blood/NOUN',
      'around/ADP',
      'the/DET',
      'body/NOUN',
    ]);
    expect(readAsPredicate(asPredicate('pumps blood around the body'))).toBe(true);
    // "down" then its particle, and "food" what it is done to
    const broken = asPredicate('breaks down food with acid').tokens;
    expect(broken.map((t) => t.phrasal)).toEqual(['break_down', null, null, null, null]);
    expect(broken[2]!.placed).toBe(false);
    // a thing and what it does ("move" WordNet has mostly as a verb), a verb written as one, a place: as they are
    for (const text of ['plates move slowly', 'the heart pumps blood', 'plants in the soil', 'plants']) {
      expect(asPredicate(text)).toBe(analyse(text));
      expect(readAsPredicate(asPredicate(text))).toBe(false);
    }
  });
});
