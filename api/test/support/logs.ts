import { Logger } from '@nestjs/common';

/** Every line Nest loggers write from now on (log, warn, error; not printed), until jest.restoreAllMocks(). */
export function captureLogLines(): string[] {
  const lines: string[] = [];
  for (const level of ['log', 'warn', 'error'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
  }
  return lines;
}
