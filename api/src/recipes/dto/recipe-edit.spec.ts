import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { PREP_TIMES_DISAGREE, toRecipeEdit } from './recipe-edit';
import { UpdateRecipeDto } from './update-recipe.dto';

const edit = (body: object) => toRecipeEdit(plainToInstance(UpdateRecipeDto, { title: 'T', cuisineType: 'Italian', ...body }));

describe('toRecipeEdit: one name for prep time', () => {
  it('reads the edit form (preparationTime, categories as a comma string) as prepTime and an array', () => {
    const result = edit({ preparationTime: '20', categories: 'Lunch, vegan' });
    expect(result).toMatchObject({ title: 'T', cuisineType: 'Italian', prepTime: 20, categories: ['Lunch', 'Vegan'] });
    expect(result).not.toHaveProperty('preparationTime');
  });

  it('reads the creation reading (prepTime, an array) the same way', () => {
    expect(edit({ prepTime: 20, categories: ['Lunch', 'Vegan'] })).toMatchObject({ prepTime: 20, categories: ['Lunch', 'Vegan'] });
  });

  it('takes both when they agree, and refuses them with 400 when they disagree', () => {
    expect(edit({ prepTime: 15, preparationTime: 15 }).prepTime).toBe(15);
    expect(() => edit({ prepTime: 10, preparationTime: 11 })).toThrow(new BadRequestException(PREP_TIMES_DISAGREE));
  });
});
