import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

// The command as users run it: the built bin (`npm test` builds first), in its own process.
export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const CLI = fileURLToPath(new URL('../../../dist/src/testing/cli/main.js', import.meta.url));

export type Run = { readonly code: number | null; readonly stdout: string; readonly stderr: string; readonly milliseconds: number };

/**
 * Runs `command ...args` — by default `node <the built cli>` — to the end (killed after `killAfterMs`), with `env`
 * added to this process's (NO_COLOR unset).
 */
export function runCli(
  args: readonly string[],
  { env = {}, killAfterMs = 60_000, command = [process.execPath, CLI] }: { env?: Record<string, string>; killAfterMs?: number; command?: string[] } = {},
): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const [program, ...programArgs] = command as [string, ...string[]];
    const child = spawn(program, [...programArgs, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => void (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, milliseconds: performance.now() - started });
    });
  });
}

export function lines(text: string): string[] {
  return text.trimEnd().split('\n');
}

/** What `node docs/examples/serve.js NAME` prints. */
export type Example = {
  readonly url: string;
  readonly tokens: { readonly a: string; readonly b: string };
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly otherTool: string;
  readonly otherArgs: Record<string, unknown>;
};

export type RunningExample = Example & { stop(): Promise<void> };

/** Starts `docs/examples/serve.js name` and resolves with the line it printed, once it printed it. */
export async function startExample(name: string, extra: readonly string[] = []): Promise<RunningExample> {
  const child: ChildProcess = spawn(process.execPath, ['docs/examples/serve.js', name, ...extra], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve.js ${name} exited with ${code} before printing its URL`)));
  });
  return {
    ...(JSON.parse(line) as Example),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The command line for an example: its URL, tokens, tool and other tool, as serve.js printed them; a long --timeout. */
export function argsFor(example: Example): string[] {
  return [
    '--timeout', '20000',
    '--url', example.url,
    '--tool', example.tool,
    '--args', JSON.stringify(example.args),
    '--token', example.tokens.a,
    '--other-token', example.tokens.b,
    '--other-tool', example.otherTool,
    '--other-args', JSON.stringify(example.otherArgs),
  ];
}

/** Runs `python3 script ...args` under a pseudo-terminal (Python's pty module), so the command sees a TTY. */
export const UNDER_A_TERMINAL = [
  'python3',
  '-c',
  [
    'import os, pty, subprocess, sys',
    'master, slave = pty.openpty()',
    'child = subprocess.Popen(sys.argv[1:], stdin=slave, stdout=slave, stderr=slave)',
    'os.close(slave)',
    'output = b""',
    'while True:',
    '    try:',
    '        chunk = os.read(master, 65536)',
    '    except OSError:',
    '        break',
    '    if not chunk:',
    '        break',
    '    output += chunk',
    'sys.stdout.buffer.write(output)',
    'sys.exit(child.wait())',
  ].join('\n'),
];
