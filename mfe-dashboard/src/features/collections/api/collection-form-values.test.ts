import { COLLECTION_LIMITS, type CollectionSummary } from '@forkful/domain';
import { checkCollectionForm, collectionChange, COLLECTION_FORM_MESSAGES, newCollectionInput } from './collection-form-values';

const weeknights: CollectionSummary = {
  _id: 'c1',
  title: 'Weeknights',
  description: 'Quick dinners',
  visibility: 'private',
  ownerUid: 'cook-1',
  ownerName: 'Test Cook',
  recipeCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('the collection form', () => {
  it('requires a title and keeps title and description within their limits (trimmed)', () => {
    expect(checkCollectionForm({ title: '   ', description: '', visibility: 'private' })).toEqual({ title: COLLECTION_FORM_MESSAGES.titleRequired });
    const longest = { title: ` ${'t'.repeat(COLLECTION_LIMITS.titleMax)} `, description: 'd'.repeat(COLLECTION_LIMITS.descriptionMax), visibility: 'public' as const };
    expect(checkCollectionForm(longest)).toEqual({});
    expect(checkCollectionForm({ ...longest, title: 't'.repeat(COLLECTION_LIMITS.titleMax + 1), description: `${longest.description}d` })).toEqual({
      title: COLLECTION_FORM_MESSAGES.titleTooLong,
      description: COLLECTION_FORM_MESSAGES.descriptionTooLong,
    });
  });

  it('creates with trimmed text and leaves an empty description out', () => {
    expect(newCollectionInput({ title: ' Soups ', description: '  ', visibility: 'public' })).toEqual({ title: 'Soups', visibility: 'public' });
    expect(newCollectionInput({ title: 'Soups', description: ' Warm ', visibility: 'private' })).toEqual({ title: 'Soups', description: 'Warm', visibility: 'private' });
  });

  it('changes only what differs, and sends an emptied description empty', () => {
    expect(collectionChange({ title: 'Weeknights ', description: 'Quick dinners', visibility: 'private' }, weeknights)).toEqual({});
    expect(collectionChange({ title: 'Fast', description: '', visibility: 'public' }, weeknights)).toEqual({ title: 'Fast', description: '', visibility: 'public' });
  });
});
