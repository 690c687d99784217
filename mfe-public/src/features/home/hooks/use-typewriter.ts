import { useEffect, useState } from 'react';

export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

interface TypewriterState {
  phraseIndex: number;
  text: string;
  deleting: boolean;
}

/**
 * Types a phrase one character every `typeMs`, holds the full phrase for `pauseMs`, deletes one character
 * every `deleteMs`, then moves to the next phrase, forever. When disabled it stays still (returns '').
 */
export function useTypewriter(phrases: readonly string[], timing: TypewriterTiming, enabled = true): string {
  const [state, setState] = useState<TypewriterState>({ phraseIndex: 0, text: '', deleting: false });
  const { typeMs, deleteMs, pauseMs } = timing;

  useEffect(() => {
    if (!enabled || phrases.length === 0) return undefined;
    const phrase = phrases[state.phraseIndex % phrases.length];
    let delay: number;
    let next: TypewriterState;

    if (!state.deleting && state.text.length < phrase.length) {
      delay = typeMs;
      next = { ...state, text: phrase.slice(0, state.text.length + 1) };
    } else if (!state.deleting) {
      delay = pauseMs;
      next = { ...state, deleting: true };
    } else if (state.text.length > 1) {
      delay = deleteMs;
      next = { ...state, text: state.text.slice(0, -1) };
    } else {
      // The last character goes and the next phrase starts typing.
      delay = deleteMs;
      next = { phraseIndex: (state.phraseIndex + 1) % phrases.length, text: '', deleting: false };
    }

    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, phrases, typeMs, deleteMs, pauseMs, enabled]);

  return state.text;
}
