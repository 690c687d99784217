import { instructionSteps, numberSteps, stepsOfText, withoutStepNumber } from './instructions';

describe('instructionSteps', () => {
  it('reads a text a step a line', () => {
    expect(instructionSteps('Boil water.\nAdd the pasta.\n\nDrain.')).toEqual(['Boil water.', 'Add the pasta.', 'Drain.']);
  });
  it('splits one HTML text into its paragraphs, list items and breaks', () => {
    expect(instructionSteps('<p>Heat the oil.</p><p>Fry the onion.<br>Add garlic.</p>')).toEqual([
      'Heat the oil.',
      'Fry the onion.',
      'Add garlic.',
    ]);
    expect(instructionSteps('<ol><li>Mix.</li><li>Bake &amp; cool.</li></ol>')).toEqual(['Mix.', 'Bake & cool.']);
  });
  it('reads an array of texts and HowToSteps (text, else name)', () => {
    expect(
      instructionSteps([
        'Preheat the oven.',
        { '@type': 'HowToStep', name: 'Mix', text: 'Mix the <b>flour</b> and sugar.' },
        { '@type': 'HowToStep', name: 'Bake for 20 minutes.' },
      ]),
    ).toEqual(['Preheat the oven.', 'Mix the flour and sugar.', 'Bake for 20 minutes.']);
  });
  it('flattens HowToSections without their names, and ItemLists of ListItems', () => {
    const sections = [
      {
        '@type': 'HowToSection',
        name: 'For the dough',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Knead.' },
          { '@type': 'HowToStep', text: 'Rest.' },
        ],
      },
      { '@type': 'HowToSection', name: 'For the filling', itemListElement: { '@type': 'HowToStep', text: 'Chop.' } },
    ];
    expect(instructionSteps(sections)).toEqual(['Knead.', 'Rest.', 'Chop.']);
    const list = {
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Stir.' } },
        { '@type': 'ListItem', name: 'Serve.' },
      ],
    };
    expect(instructionSteps(list)).toEqual(['Stir.', 'Serve.']);
  });
  it("drops the page's own step numbers", () => {
    expect(instructionSteps(['1. Boil.', 'Step 2: Salt.', '3) Stir.', '1.5 litres of water go in.'])).toEqual([
      'Boil.',
      'Salt.',
      'Stir.',
      '1.5 litres of water go in.',
    ]);
  });
  it('gives nothing for shapes without steps', () => {
    for (const value of [undefined, null, 3.5e300, true, {}, [], [[]], [{ '@type': 'HowToStep' }], '   ']) {
      expect(instructionSteps(value)).toEqual(value === 3.5e300 ? ['3.5e+300'] : []);
    }
  });
  it('stops at a bounded depth and count', () => {
    let nested: unknown = { '@type': 'HowToStep', text: 'Too deep.' };
    for (let level = 0; level < 50; level += 1) nested = { '@type': 'HowToSection', itemListElement: [nested] };
    expect(instructionSteps(nested)).toEqual([]);
    expect(instructionSteps(Array.from({ length: 5000 }, (_, index) => `Stir pot ${index}.`))).toHaveLength(1000);
  });
});

describe('numberSteps', () => {
  it('numbers the steps one a line', () => {
    expect(numberSteps(['Boil water.', 'Add pasta.'], 1000)).toBe('1. Boil water.\n2. Add pasta.');
  });
  it('keeps only whole steps that fit', () => {
    expect(numberSteps(['aaaa', 'bbbb', 'cccc'], 15)).toBe('1. aaaa\n2. bbbb');
  });
});

describe('stepsOfText and withoutStepNumber', () => {
  it('reads our numbered instructions back into steps', () => {
    expect(stepsOfText('1. Boil water.\n2. Add pasta.\n\n')).toEqual(['Boil water.', 'Add pasta.']);
    expect(stepsOfText('Boil water.\r\nAdd pasta.')).toEqual(['Boil water.', 'Add pasta.']);
    expect(withoutStepNumber('12. Serve.')).toBe('Serve.');
  });
});
