import { COLLECTION_LIMITS, type CollectionSummary } from '@forkful/domain';
import { englishT } from '../../../i18n';
import { checkCollectionForm, collectionChange, newCollectionInput } from './collection-form-values';

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
    expect(checkCollectionForm({ title: '   ', description: '', visibility: 'private' }, englishT)).toEqual({ title: 'Title is required' });
    const longest = { title: ` ${'t'.repeat(COLLECTION_LIMITS.titleMax)} `, description: 'd'.repeat(COLLECTION_LIMITS.descriptionMax), visibility: 'public' as const };
    expect(checkCollectionForm(longest, englishT)).toEqual({});
    expect(checkCollectionForm({ ...longest, title: 't'.repeat(COLLECTION_LIMITS.titleMax + 1), description: `${longest.description}d` }, englishT)).toEqual({
      title: `Title must be at most ${COLLECTION_LIMITS.titleMax} characters`,
      description: `Description must be at most ${COLLECTION_LIMITS.descriptionMax} characters`,
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
