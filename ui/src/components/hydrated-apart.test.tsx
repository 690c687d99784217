import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydratedApart } from './hydrated-apart';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Liked {count} times</button>;
}

function Page() {
  return (
    <main>
      <h1>Top recipes</h1>
      <HydratedApart>
        <Counter />
      </HydratedApart>
    </main>
  );
}

describe('HydratedApart', () => {
  it("puts its part in a boundary of its own in the server's HTML, with its content (not a fallback)", () => {
    const html = renderToString(<Page />);
    // React's markers of a completed Suspense boundary: the browser hydrates what is between them in its own pass.
    expect(html).toMatch(/<h1>Top recipes<\/h1><!--\$--><button>Liked <!-- -->0<!-- --> times<\/button><!--\/\$-->/);
  });

  it('hydrates its part: the server HTML stays, and it answers clicks', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Liked 0 times' });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element the server sent, now React's.
    expect(screen.getByRole('button', { name: 'Liked 0 times' })).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(serverButton).toHaveTextContent('Liked 1 times');
    container.remove();
  });
});
