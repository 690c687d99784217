import { RUM_SESSION_KEY, sessionSampling } from './rum-sampling';

describe('sessionSampling', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('decides once per session and keeps the decision, whatever the rate later', () => {
    expect(sessionSampling()).toBeNull();
    expect(sessionSampling(0)).toBe('0');
    expect(window.sessionStorage.getItem(RUM_SESSION_KEY)).toBe('0');
    expect(sessionSampling(1)).toBe('0');
    expect(sessionSampling()).toBe('0');
    window.sessionStorage.clear();
    expect(sessionSampling(1)).toBe('1');
    expect(sessionSampling(0)).toBe('1');
  });

  it('samples that share of sessions', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.3);
    expect(sessionSampling(0.25)).toBe('0');
    window.sessionStorage.clear();
    expect(sessionSampling(0.5)).toBe('1');
  });

  it('decides for the page alone when sessionStorage cannot be used', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(sessionSampling(1)).toBe('1');
    expect(sessionSampling(0)).toBe('0');
    expect(sessionSampling()).toBeNull();
  });
});
