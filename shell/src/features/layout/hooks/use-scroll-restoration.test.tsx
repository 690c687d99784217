import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;
function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="method">Method</h2>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/** jsdom does not scroll: scrollTo records where it was asked to go, and the reader's position is set by hand. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

describe('useScrollRestoration', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrolledTo(0);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page of a visit where the browser put it', () => {
    renderAt('/all-recipes');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, and Back returns to where the reader was', () => {
    renderAt('/all-recipes');
    scrolledTo(1200);
    act(() => navigate('/recipes/1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(300);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("goes to a new page's #fragment instead of the top when it is there", () => {
    renderAt('/about');
    act(() => navigate('/terms#method'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/terms#no-such-section'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
