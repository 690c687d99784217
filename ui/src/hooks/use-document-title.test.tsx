import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Before';
  });

  it('names the tab "<page> · Forkful" and follows a changed name', () => {
    const { rerender } = render(<Page title="About Us" />);
    expect(document.title).toBe('About Us · Forkful');
    rerender(<Page title="Creamy Garlic Pasta" />);
    expect(document.title).toBe('Creamy Garlic Pasta · Forkful');
  });

  it('is just "Forkful" for a page without a name', () => {
    render(<Page />);
    expect(document.title).toBe('Forkful');
  });

  it('gives the previous title back when the page goes', () => {
    const { unmount } = render(<Page title="Login" />);
    unmount();
    expect(document.title).toBe('Before');
  });
});
