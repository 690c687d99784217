import { resetToasterDemand, subscribeToasterWanted, toasterDemandPlugin, toasterWanted, wantToaster } from './toaster-demand';

type BeforeLoadShare = (args: { pkgName: string }) => { pkgName: string };

describe('toaster demand', () => {
  afterEach(() => resetToasterDemand());

  it('is not wanted until something asks for react-hot-toast, then wanted once', () => {
    const listener = jest.fn();
    subscribeToasterWanted(listener);
    const beforeLoadShare = toasterDemandPlugin().beforeLoadShare as unknown as BeforeLoadShare;

    const args = { pkgName: 'react' };
    expect(beforeLoadShare(args)).toBe(args);
    expect(toasterWanted()).toBe(false);

    beforeLoadShare({ pkgName: 'react-hot-toast' });
    beforeLoadShare({ pkgName: 'react-hot-toast' });
    expect(toasterWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', () => {
    const listener = jest.fn();
    subscribeToasterWanted(listener)();
    wantToaster();
    expect(listener).not.toHaveBeenCalled();
  });
});
