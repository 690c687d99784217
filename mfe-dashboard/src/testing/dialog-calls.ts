/** The titles a mocked dialog function (theme, title, ...) was shown with, in order. */
export function dialogTitles(mock: jest.Mock | jest.MockedFunction<(...args: never[]) => unknown>): string[] {
  return (mock as jest.Mock).mock.calls.map((call: unknown[]) => call[1] as string);
}
