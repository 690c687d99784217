import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@forkful/ui';
import { useT } from '../../i18n';
import en from '../../i18n/messages/en';

/** The fallback's heading in English (tests and the browser tests look for it). */
export const REMOTE_UNAVAILABLE = en['remote.unavailable'];

interface Props {
  /** Names the area in logs, e.g. "mfe_recipes/AllRecipesPage". */
  area: string;
  /** Called before the area renders again, to forget the failed attempt. */
  onRetry: () => void;
  /** Changes on every navigation: a failed area tries again then, as it does on Retry. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Contains one remote's failure (it never arrived, timed out, or threw while rendering) to its own area,
 * so the header, the footer and the other remotes keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[forkful] ${this.props.area} failed:`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private retry = () => {
    this.props.onRetry();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <RemoteFallback onRetry={this.retry} />;
    // A new key on retry mounts the area afresh, so a lazy page asks its loader again.
    return <Area key={this.state.attempt}>{this.props.children}</Area>;
  }
}

function Area({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const Panel = styled.section`
  margin: 3rem auto;
  max-width: 32rem;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title">{t('remote.unavailable')}</h2>
      <p>{t('remote.stillWorks')}</p>
      <Button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Panel>
  );
}
