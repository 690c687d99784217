import { TimeoutError, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects with a TimeoutError when the work never settles (a server that accepts but never answers)', async () => {
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 8000, 'mfe_public/HomePage did not load within 8 s');
    jest.advanceTimersByTime(7999);
    const early = jest.fn();
    result.catch(early);
    await Promise.resolve();
    expect(early).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(result).rejects.toThrow(new TimeoutError('mfe_public/HomePage did not load within 8 s'));
  });

  it('passes the value or the error of work that settles in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 8000, 'late')).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('404')), 8000, 'late')).rejects.toThrow('404');
  });
});
