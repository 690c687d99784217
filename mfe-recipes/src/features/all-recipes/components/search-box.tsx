import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { RECIPE_LIMITS } from '@forkful/domain';
import { CloseIcon, FormField, Input, SearchIcon, focusRing } from '@forkful/ui';
import { useDebouncedValue } from '@forkful/ui';
import { useT } from '../../../i18n';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
}

const InputWrap = styled.div`
  position: relative;
  color: ${(p) => p.theme.colors.textMuted};

  & > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
  }
  & > input {
    padding-left: 36px;
    padding-right: 40px;
  }
  /* The browser's own clear button ignores the theme; ours replaces it. */
  & > input::-webkit-search-cancel-button {
    display: none;
  }
`;

const ClearButton = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Debounced search over titles and ingredients; the URL stays the source of truth (back button, shared links). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text);
  const lastSent = useRef(value);

  // The URL changed from elsewhere (back button, "Clear filters"): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = debounced.trim();
    if (q !== lastSent.current) {
      lastSent.current = q;
      onSearch(q);
    }
  }, [debounced, onSearch]);

  return (
    <FormField id={id} label={t('search.label')}>
      <InputWrap>
        <SearchIcon size={16} />
        <Input
          id={id}
          type="search"
          placeholder={t('search.placeholder')}
          maxLength={RECIPE_LIMITS.query}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        {text && (
          <ClearButton
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              lastSent.current = '';
              onSearch('');
            }}
          >
            <CloseIcon size={16} />
          </ClearButton>
        )}
      </InputWrap>
    </FormField>
  );
}
