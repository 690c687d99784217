import { RUM_SESSION_KEY, sessionOptedOut, sessionSampled } from './rum-sampling';

describe('sampling', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('decides once per session and keeps the decision, whatever the rate later', () => {
    expect(sessionSampled(0)).toBe(false);
    expect(window.sessionStorage.getItem(RUM_SESSION_KEY)).toBe('0');
    expect(sessionSampled(1)).toBe(false);
    expect(sessionOptedOut()).toBe(true);
    window.sessionStorage.clear();
    expect(sessionSampled(1)).toBe(true);
    expect(sessionSampled(0)).toBe(true);
    expect(sessionOptedOut()).toBe(false);
  });

  it('samples that share of sessions, every one without a rate', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.3);
    expect(sessionSampled(0.25)).toBe(false);
    window.sessionStorage.clear();
    expect(sessionSampled(0.5)).toBe(true);
    window.sessionStorage.clear();
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    expect(sessionSampled()).toBe(true);
  });

  it('decides for the page alone when sessionStorage cannot be used', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(sessionSampled(1)).toBe(true);
    expect(sessionSampled(0)).toBe(false);
    expect(sessionOptedOut()).toBe(false);
  });
});
