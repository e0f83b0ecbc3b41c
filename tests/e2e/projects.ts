// Temporary npm projects that install the packed plugin from its tarball, as a user's project would, and run the
// real `eslint` CLI in them.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; a non-zero exit is a result, not an error (ESLint exits 1 on findings). */
export function run(command: string, args: readonly string[], cwd: string): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== 'number') reject(error);
      else resolvePromise({ code: error === null ? 0 : (error.code as number), stdout, stderr });
    });
  });
}

async function npm(args: readonly string[], cwd: string): Promise<string> {
  const result = await run('npm', args, cwd);
  if (result.code !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${result.stderr}`);
  return result.stdout;
}

/** Packs the repository as npm publishes it (`dist` as it is now: `npm test` builds first). */
export async function packPlugin(destination: string): Promise<string> {
  const [packed] = JSON.parse(await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', destination], root)) as Array<{
    filename: string;
  }>;
  if (packed === undefined) throw new Error('npm pack printed no package');
  return join(destination, packed.filename);
}

/** The exact version the repository's own devDependencies pin, so e2e and unit tests run the same tools. */
export function devDependencyVersion(name: string): string {
  const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const version = devDependencies[name];
  if (version === undefined) throw new Error(`${name} is not a devDependency`);
  return version;
}

export interface ProjectSpec {
  /** `module` writes `"type": "module"`; `commonjs` leaves it out, as npm init does. */
  type: 'module' | 'commonjs';
  /** Exact `name@version` specs installed next to the plugin tarball. */
  dependencies: readonly string[];
  /** Path (relative to the project) → contents. */
  files: Readonly<Record<string, string>>;
}

export interface LintMessageSummary {
  file: string;
  ruleId: string | null;
  messageId: string | undefined;
  line: number;
  column: number;
  endLine: number | undefined;
  endColumn: number | undefined;
  fixable: boolean;
  suggestions: string[];
}

interface JsonLintResult {
  filePath: string;
  messages: Array<{
    ruleId: string | null;
    messageId?: string;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
    fix?: unknown;
    suggestions?: Array<{ desc: string }>;
  }>;
}

export class Project {
  private constructor(readonly directory: string) {}

  /** Writes the project and installs the tarball plus `dependencies` through the shared npm cache (offline when there are none). */
  static async create(directory: string, tarball: string, spec: ProjectSpec): Promise<Project> {
    mkdirSync(directory, { recursive: true });
    const packageJson = { name: 'e2e-project', version: '1.0.0', private: true, ...(spec.type === 'module' ? { type: 'module' } : {}) };
    writeFileSync(join(directory, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
    const project = new Project(directory);
    for (const [path, contents] of Object.entries(spec.files)) project.write(path, contents);
    // The tarball alone has no dependency to fetch (ESLint is an optional peer), so that install never needs the network.
    const network = spec.dependencies.length === 0 ? '--offline' : '--prefer-offline';
    await npm(['install', network, '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', ...spec.dependencies, tarball], directory);
    return project;
  }

  write(path: string, contents: string): void {
    const target = join(this.directory, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }

  read(path: string): string {
    return readFileSync(join(this.directory, path), 'utf8');
  }

  installedVersion(name: string): string {
    return (JSON.parse(this.read(`node_modules/${name}/package.json`)) as { version: string }).version;
  }

  /** The project's own `eslint` bin, as `npx eslint` would find it. */
  eslint(args: readonly string[]): Promise<RunResult> {
    return run(process.execPath, [join(this.directory, 'node_modules/eslint/bin/eslint.js'), ...args], this.directory);
  }

  /** Runs `script` with the project's node_modules, as the project's own code would run; returns its stdout. */
  async node(fileName: string, script: string): Promise<string> {
    this.write(fileName, script);
    const result = await run(process.execPath, [fileName], this.directory);
    if (result.code !== 0) throw new Error(`node ${fileName} failed:\n${result.stderr}`);
    return result.stdout;
  }

  /** `eslint --format json <args>`, every message reduced to what a user acts on. */
  async lint(args: readonly string[] = ['.']): Promise<{ code: number; stderr: string; messages: LintMessageSummary[] }> {
    const { code, stdout, stderr } = await this.eslint(['--format', 'json', ...args]);
    if (code === 2) throw new Error(`eslint crashed:\n${stderr}${stdout}`);
    const results = JSON.parse(stdout) as JsonLintResult[];
    const messages = results.flatMap((result) =>
      result.messages.map((message) => ({
        file: relative(this.directory, result.filePath).split('\\').join('/'),
        ruleId: message.ruleId,
        messageId: message.messageId,
        line: message.line,
        column: message.column,
        endLine: message.endLine,
        endColumn: message.endColumn,
        fixable: message.fix !== undefined,
        suggestions: (message.suggestions ?? []).map((suggestion) => suggestion.desc),
      })),
    );
    return { code, stderr, messages };
  }
}
