import { useId } from 'react';
import styled from 'styled-components';
import { CUISINES, RECIPE_SORTS, type Cuisine, type RecipeSort } from '@forkful/domain';
import { FormField, Select, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';
import type { RecipeListParams } from '../hooks/recipe-list-params';
import { SearchBox } from './search-box';

interface RecipeFiltersProps {
  params: RecipeListParams;
  onChange: (changes: Partial<Pick<RecipeListParams, 'cuisine' | 'sort' | 'q'>>, options?: { replace?: boolean }) => void;
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 14px;
  margin-bottom: 24px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};

  @media (min-width: ${(p) => p.theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr 1fr;
  }
  & > :first-child {
    @media (min-width: ${(p) => p.theme.breakpoints.sm}) and (max-width: calc(${(p) => p.theme.breakpoints.md} - 1px)) {
      grid-column: 1 / -1;
    }
  }
`;

export function RecipeFilters({ params, onChange }: RecipeFiltersProps) {
  const cuisineId = useId();
  const sortId = useId();
  const t = useT();
  const terms = useRecipeTerms();

  return (
    <Toolbar role="search" aria-label={t('filters.label')}>
      <SearchBox value={params.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <FormField id={cuisineId} label={t('filters.cuisine')}>
        <Select
          id={cuisineId}
          value={params.cuisine ?? ''}
          onChange={(event) => onChange({ cuisine: (event.target.value || undefined) as Cuisine | undefined })}
        >
          <option value="">{t('filters.allCuisines')}</option>
          {CUISINES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {terms.cuisine(cuisine)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={sortId} label={t('filters.sortBy')}>
        <Select
          id={sortId}
          value={params.sort ?? ''}
          onChange={(event) => onChange({ sort: (event.target.value || undefined) as RecipeSort | undefined })}
        >
          <option value="">{t('filters.newest')}</option>
          {RECIPE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sort.${sort}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </Toolbar>
  );
}
