import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { toCategoryList, toInteger, trimString } from './transforms';
import { UpdateRecipeDto } from './update-recipe.dto';

describe('DTO transforms', () => {
  it('reads categories from an array or a comma string into one canonical array', () => {
    expect(toCategoryList({ value: 'Lunch, vegan ,, DINNER' })).toEqual(['Lunch', 'Vegan', 'Dinner']);
    expect(toCategoryList({ value: ['Vegan', 'vegan', 'Breakfast'] })).toEqual(['Vegan', 'Breakfast']);
    expect(toCategoryList({ value: '' })).toEqual([]);
    expect(toCategoryList({ value: 'Brunch' })).toEqual(['Brunch']);
    const many = Array.from({ length: 21 }, () => 'Lunch');
    expect(toCategoryList({ value: many })).toBe(many);
    expect(toCategoryList({ value: many.join(',') })).toEqual(many);
    const operator = { $ne: '' };
    expect(toCategoryList({ value: operator })).toBe(operator);
  });

  it('reads integers from numbers or digit strings only', () => {
    expect(toInteger({ value: '45' })).toBe(45);
    expect(toInteger({ value: 45 })).toBe(45);
    expect(toInteger({ value: '4.5' })).toBe('4.5');
    expect(toInteger({ value: '1e3' })).toBe('1e3');
    expect(toInteger({ value: ['1'] })).toEqual(['1']);
  });

  it('trims strings and leaves other types for the validators', () => {
    expect(trimString({ value: '  Dal  ' })).toBe('Dal');
    expect(trimString({ value: 3 })).toBe(3);
  });

  it('validates both readings of an edit', async () => {
    const formReading = plainToInstance(UpdateRecipeDto, { title: 'T', cuisineType: 'Italian', preparationTime: '20', categories: 'Lunch, Vegan' });
    expect(await validate(formReading, { whitelist: true, forbidNonWhitelisted: true })).toEqual([]);
    expect(formReading).toMatchObject({ preparationTime: 20, categories: ['Lunch', 'Vegan'] });

    const creationReading = plainToInstance(UpdateRecipeDto, { title: 'T', cuisineType: 'Italian', prepTime: 20, categories: ['Dinner'] });
    expect(await validate(creationReading)).toEqual([]);

    const neither = plainToInstance(UpdateRecipeDto, { title: 'T', cuisineType: 'Italian' });
    const errors = await validate(neither);
    expect(errors.map((e) => e.property)).toEqual(['preparationTime']);
  });
});
