import { describe, expect, it } from 'vitest';
import { detectSafetyConcern } from './safety.js';

describe('the safety word list', () => {
  it.each([
    ['I want to kill myself', 'self-harm'],
    ["I don't want to be alive", 'self-harm'],
    ['i dont want to be alive anymore', 'self-harm'],
    ['Sometimes I hurt myself on purpose', 'self-harm'],
    ['I wanna die', 'self-harm'],
    ['my dad hits me', 'abuse'],
    ['When the ball hit me it did not hurt, but then he hit me', 'abuse'],
    ['the big boy kicks me at break', 'abuse'],
    ['My mum beat me when I got home', 'abuse'],
    ["someone at school said he'll bring a knife", 'violence'],
    ['he said he is going to shoot us', 'violence'],
    ["I don't feel safe at home", 'danger'],
    ["I'm scared to go home", 'danger'],
  ])('raises "%s" as %s', (answer, category) => {
    expect(detectSafetyConcern(answer)).toMatchObject({ category });
  });

  it('tells the teacher why, with the words it found', () => {
    expect(detectSafetyConcern('My dad hits me.')?.reason).toBe(
      'May speak of being hurt or mistreated by someone. Words: "hits me".',
    );
  });

  it.each([
    'the cell killed the virus',
    "the volcano's eruption killed the dinosaurs",
    'kill the process',
    'the lion attacks its prey',
    'we cut the paper',
    'the heat can hurt plants',
    'The knight killed the dragon in the story.',
    'A stable ecosystem has many predators.',
    'White blood cells attack and kill germs.',
    'Evaporation happens when the sun heats the water.',
    'The ball hit me and bounced back, because of the equal and opposite force.',
    'A big wave hit me at the beach and pushed me over.',
    'Then it hit me that the water goes back up as vapour.',
  ])('lets "%s" pass', (answer) => {
    expect(detectSafetyConcern(answer)).toBeNull();
  });
});
