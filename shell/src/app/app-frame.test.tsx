import { render, screen } from '@testing-library/react';
import { AppFrame } from './app';

// The kit's GlobalStyle, made visible: what matters here is whether the frame renders it.
jest.mock('@forkful/ui', () => ({
  ...jest.requireActual('@forkful/ui'),
  GlobalStyle: () => <i data-testid="global-style" />,
}));

describe('AppFrame', () => {
  it('renders the global style for a page the browser renders', () => {
    render(
      <AppFrame>
        <p>Fresh page</p>
      </AppFrame>,
    );
    expect(screen.getByText('Fresh page')).toBeInTheDocument();
    expect(screen.getByTestId('global-style')).toBeInTheDocument();
  });

  it("leaves it to the server's sheet while hydrating a server-rendered page (not compiled and injected again)", () => {
    render(
      <AppFrame globalStyle={false}>
        <p>Server page</p>
      </AppFrame>,
    );
    expect(screen.getByText('Server page')).toBeInTheDocument();
    expect(screen.queryByTestId('global-style')).not.toBeInTheDocument();
  });
});
