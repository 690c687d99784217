import { splitSteps } from './split-steps';

describe('splitSteps', () => {
  it('splits numbered steps, on their own lines or inline', () => {
    expect(splitSteps('1. Boil water.\n2. Add pasta.\n3) Drain.')).toEqual(['Boil water.', 'Add pasta.', 'Drain.']);
    expect(splitSteps('1. Boil water. 2. Add the pasta for 8.5 minutes. 3. Drain.')).toEqual([
      'Boil water.',
      'Add the pasta for 8.5 minutes.',
      'Drain.',
    ]);
    expect(splitSteps('Step 1: Preheat the oven.\nStep 2: Bake.')).toEqual(['Preheat the oven.', 'Bake.']);
  });

  it('makes each line a step when nothing is numbered, skipping blank lines', () => {
    expect(splitSteps('Chop the onion.\n\n  Fry it gently.\r\nServe.')).toEqual(['Chop the onion.', 'Fry it gently.', 'Serve.']);
  });

  it('makes each sentence a step in one paragraph, keeping decimals and abbreviations whole', () => {
    expect(splitSteps('Boil the spaghetti in salted water. Crisp the guanciale! Is it silky? Serve.')).toEqual([
      'Boil the spaghetti in salted water.',
      'Crisp the guanciale!',
      'Is it silky?',
      'Serve.',
    ]);
    expect(splitSteps('Bake at 180 C for 1.5 hours.')).toEqual(['Bake at 180 C for 1.5 hours.']);
  });

  it('gives one step for a single sentence and none for blank text', () => {
    expect(splitSteps('Just mix everything')).toEqual(['Just mix everything']);
    expect(splitSteps('  \n ')).toEqual([]);
  });
});
