import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { typeScriptNode } from './typescript-node';

describe('typeScriptNode', () => {
  it('runs a TypeScript file from any working directory, and its forks run TypeScript too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkful-tsnode-'));
    try {
      fs.writeFileSync(path.join(dir, 'child.ts'), "const answer: number = 42;\nprocess.stdout.write(String(answer));\n");
      fs.writeFileSync(
        path.join(dir, 'main.ts'),
        "import { execFileSync } from 'node:child_process';\nimport path from 'node:path';\n" +
          "const child: string = execFileSync(process.execPath, [...process.execArgv, path.join(__dirname, 'child.ts')], { encoding: 'utf8' });\n" +
          "process.stdout.write(`main:${child}`);\n",
      );
      const { command, args } = typeScriptNode(path.join(dir, 'main.ts'));
      expect(execFileSync(command, args, { cwd: dir, encoding: 'utf8' })).toBe('main:42');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
