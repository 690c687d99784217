import { useEffect, useRef } from 'react';
import type { ImportFileResult } from '@forkful/domain';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, textLinkStyles } from '@forkful/ui';
import { useT } from '../../../i18n';

const Result = styled.div`
  align-self: stretch;

  &:empty {
    display: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Heading = styled.h4`
  margin: 0.5rem 0 0.35rem;
  font-size: 1rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
  overflow-wrap: anywhere;
`;

const RecipeLink = styled(Link)`
  ${textLinkStyles}
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What a file import did, in a live region so it is read out: the recipes saved (each a link to its page) and those
 * refused, each by its name (or its place in the file) with the reason. A new result takes the focus (the busy button
 * had lost it), so it is read out and the dialog's keys keep working.
 */
export function FileImportResult({ result }: { result: ImportFileResult | undefined }) {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) region.current?.focus();
  }, [result]);
  return (
    <Result ref={region} role="status" tabIndex={-1}>
      {result && (
        <>
          <Heading>{t('import.imported', { count: result.imported.length })}</Heading>
          {result.imported.length > 0 && (
            <List aria-label={t('import.importedList')}>
              {result.imported.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeLink to={`/recipes/${encodeURIComponent(recipe.id)}`}>{recipe.title}</RecipeLink>
                </li>
              ))}
            </List>
          )}
          {result.refused.length > 0 && (
            <>
              <Heading>{t('import.refused', { count: result.refused.length })}</Heading>
              <List aria-label={t('import.refusedList')}>
                {result.refused.map((recipe) => (
                  <li key={recipe.index}>
                    {recipe.title || t('import.recipeAt', { number: recipe.index + 1 })}: <Reason>{recipe.reason}</Reason>
                  </li>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </Result>
  );
}
