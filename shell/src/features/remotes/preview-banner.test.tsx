import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { PreviewBanner } from './preview-banner';

const V1 = '20261123T150102123Z-03ba8de';

describe('PreviewBanner', () => {
  it('names the previewed version and ends the preview on request', async () => {
    const onStop = jest.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <PreviewBanner preview={{ mfe_recipes: V1 }} onStop={onStop} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Previewing recipes version ${V1} in this tab only.`);
    await userEvent.click(screen.getByRole('button', { name: 'Stop preview' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a preview', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <PreviewBanner preview={{}} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
