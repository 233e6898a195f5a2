// The request the generator sends (issue 10 'the child's look'): the look goes with it only when the parent
// touched the picker, so an untouched picker does not draw every child in its starting short crop.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ART_STYLE, DEFAULT_CHILD_LOOK } from '@storyloom/contracts/illustration';
import { toRequest, type GeneratorValues } from './use-generator-form';

const values: GeneratorValues = {
  character: 'little-bear', theme: 'friendship', length: null, language: 'english', ageGroup: '5-8', moralLesson: '',
  childName: 'Emma', customPrompt: '', childLook: DEFAULT_CHILD_LOOK, childLookChosen: false, artStyle: DEFAULT_ART_STYLE,
};

describe('the story request', () => {
  it('leaves the look out when the parent did not choose one', () => {
    expect(toRequest(values, 'short')).not.toHaveProperty('childLook');
  });

  it('sends the look the parent chose, even the starting one', () => {
    expect(toRequest({ ...values, childLookChosen: true }, 'short')?.childLook).toEqual(DEFAULT_CHILD_LOOK);
  });
});
