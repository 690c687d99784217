import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { resetToasterDemand, wantToaster } from '../lib/toaster-demand';
import { LazyToaster } from './lazy-toaster';

describe('LazyToaster', () => {
  afterEach(() => {
    act(() => toast.remove());
    resetToasterDemand();
  });

  it('renders nothing until something can toast, then shows the toasts raised before it mounted', async () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <LazyToaster />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();

    toast('Saved to your recipes');
    await act(async () => wantToaster());

    expect(await screen.findByText('Saved to your recipes')).toBeInTheDocument();
  });
});
