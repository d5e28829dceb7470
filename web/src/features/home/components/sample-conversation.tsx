import { DEFAULT_RATING_SCALES } from '@checkin/domain';
import { levelProps } from '../../../ui/level-colours';

const SCALE = DEFAULT_RATING_SCALES[0]!;

/** A short check-in on the Water Cycle (grade 5), as a student sees it: questions, rated answers, feedback. */
const TURNS: Array<{ role: 'ai' | 'student'; text: string; rating?: number; feedback?: string }> = [
  { role: 'ai', text: 'Hi Sam! Question 1 of 3: what happens to water in a puddle on a sunny day?' },
  {
    role: 'student',
    text: 'It dries up because the sun heats it and it turns into water vapour in the air.',
    rating: 4,
    feedback: 'You named evaporation and said why it happens: the sun’s heat.',
  },
  { role: 'ai', text: 'Question 2 of 3: how does that water vapour become rain again?' },
  {
    role: 'student',
    text: 'The clouds get too heavy and it rains.',
    rating: 2,
    feedback: 'Heavy clouds bring rain, yes. The missing step: vapour cools high up and condenses into droplets.',
  },
];

function levelLabel(value: number): string {
  return SCALE.levels.find((level) => level.value === value)?.label ?? '';
}

export function SampleConversation() {
  return (
    <figure className="sample">
      <figcaption className="sample__caption">A check-in on the Water Cycle, grade 5</figcaption>
      <ol className="sample__turns">
        {TURNS.map((turn, index) => (
          <li key={index} className={`sample__turn sample__turn--${turn.role}`}>
            <span className="sample__who">{turn.role === 'ai' ? 'CheckIn' : 'Sam'}</span>
            <p>{turn.text}</p>
            {turn.rating ? (
              <div className="sample__rating">
                <span className="sample__badge" {...levelProps(SCALE, turn.rating)}>
                  {levelLabel(turn.rating)}
                </span>
                <span className="sample__scale">
                  {turn.rating} of {SCALE.levels.length}
                </span>
                <p className="sample__feedback">Feedback: {turn.feedback}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </figure>
  );
}
