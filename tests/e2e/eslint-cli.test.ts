import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type sourcePlugin from '../../src/index.js';
import { ruleDocsUrl } from '../../src/create-rule.js';
import { devDependencyVersion, packPlugin, Project, root, type LintMessageSummary } from './projects.js';

// The packed plugin, installed from its tarball into fresh projects and run through the real `eslint` CLI of both
// supported majors, with the config styles users write: the README's ESM snippet, `defineConfig` with `extends`, a
// CommonJS `eslint.config.cjs`, and @typescript-eslint/parser for .ts files.

/** The highest ESLint 9 release on 2026-11-30 (`npm view eslint@9 version`, sorted by semver). */
const ESLINT_9 = '9.39.5';
const ESLINT_10 = devDependencyVersion('eslint');
const TS_PARSER = devDependencyVersion('@typescript-eslint/parser');
const TYPESCRIPT = devDependencyVersion('typescript');
const SARIF_FORMATTER = '3.1.0';

const RULE = 'mcp-state/no-timing-unsafe-compare';

// The tarball ships dist/, so what the projects run is the built plugin.
const { default: plugin } = (await import(new URL('../../dist/src/index.js', import.meta.url).href)) as { default: typeof sourcePlugin };

const ESM_STATE = `import { createHmac } from 'node:crypto';

const STATE_KEY = process.env.STATE_KEY;

export function sign(body) {
  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');
}

export function open(sealed) {
  const [body, mac] = sealed.split('.');
  if (mac !== sign(body)) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function hasValidSignature(body, signature) {
  return signature === sign(body);
}
`;

const ESM_STATE_FIXED = `import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';

const STATE_KEY = process.env.STATE_KEY;

export function sign(body) {
  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');
}

export function open(sealed) {
  const [body, mac] = sealed.split('.');
  if (!safeEqual(mac, sign(body))) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function hasValidSignature(body, signature) {
  return safeEqual(signature, sign(body));
}
`;

/** Looks like it handles tokens and secrets, and proves nothing: no rule may report here. */
const LOOKALIKES = `export function isBearer(token, request) {
  const maxTokens = request.maxTokens ?? 1024;
  return token.type === 'Bearer' && request.tokens <= maxTokens;
}

export const hasSameKey = (left, right) => left.key === right.key;
`;

const CJS_STATE = `const { createHmac } = require('node:crypto');

const STATE_KEY = process.env.STATE_KEY;

function verify(sealed) {
  const [body, mac] = sealed.split('.');
  const expected = createHmac('sha256', STATE_KEY).update(body).digest('base64url');
  return mac === expected;
}

module.exports = { verify };
`;

const CJS_STATE_FIXED = `const { createHmac } = require('node:crypto');
const { safeEqual } = require('eslint-plugin-mcp-state/seal');

const STATE_KEY = process.env.STATE_KEY;

function verify(sealed) {
  const [body, mac] = sealed.split('.');
  const expected = createHmac('sha256', STATE_KEY).update(body).digest('base64url');
  return safeEqual(mac, expected);
}

module.exports = { verify };
`;

const TS_STATE = `import { createHmac, timingSafeEqual } from 'node:crypto';

type Sealed = \`\${string}.\${string}\`;

export function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function open<State>(key: string, sealed: Sealed): State | undefined {
  const [body = '', mac = ''] = sealed.split('.');
  if (mac !== sign(key, body)) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as State;
}

export function hasValidSignature(key: string, body: string, signature: Buffer): boolean {
  const expected = createHmac('sha256', key).update(body).digest();
  return timingSafeEqual(signature, expected);
}
`;

// `timingSafeEqual` is only a suggestion (safeEqual returns false where it throws), so --fix leaves it.
const TS_STATE_FIXED = `import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeEqual } from '#lib/seal';

type Sealed = \`\${string}.\${string}\`;

export function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function open<State>(key: string, sealed: Sealed): State | undefined {
  const [body = '', mac = ''] = sealed.split('.');
  if (!safeEqual(mac, sign(key, body))) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as State;
}

export function hasValidSignature(key: string, body: string, signature: Buffer): boolean {
  const expected = createHmac('sha256', key).update(body).digest();
  return timingSafeEqual(signature, expected);
}
`;

// The configs are the README's snippets, word for word; the CI commands are those of docs/ci.md.
const README_CONFIG = {
  esm: readmeSnippet('// eslint.config.js'),
  extends: readmeSnippet('// eslint.config.mjs'),
  commonjs: readmeSnippet('// eslint.config.cjs'),
  typescript: readmeSnippet('// eslint.config.mjs (TypeScript)'),
};
const CI_GATE = ciCommand('--max-warnings');
const CI_SARIF = ciCommand('@microsoft/eslint-formatter-sarif');

/** The README's ```js block whose first line is `firstLine`. */
function readmeSnippet(firstLine: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].find((match) => match[1]?.startsWith(`${firstLine}\n`));
  if (block?.[1] === undefined) throw new Error(`README.md has no js block starting with ${firstLine}`);
  return block[1];
}

/** The arguments of the `- run: npx eslint …` step in docs/ci.md that mentions `marker`. */
function ciCommand(marker: string): string[] {
  const workflow = readFileSync(join(root, 'docs/ci.md'), 'utf8');
  const step = [...workflow.matchAll(/^ *- run: npx eslint (.+)$/gm)].find((match) => match[1]?.includes(marker));
  if (step?.[1] === undefined) throw new Error(`docs/ci.md has no \`npx eslint\` step with ${marker}`);
  return step[1].split(' ');
}

function finding(file: string, messageId: string, position: [number, number, number, number], fix: 'fix' | string[]): LintMessageSummary {
  const [line, column, endLine, endColumn] = position;
  return {
    file,
    ruleId: RULE,
    messageId,
    line,
    column,
    endLine,
    endColumn,
    fixable: fix === 'fix',
    suggestions: fix === 'fix' ? [] : fix,
  };
}

const ESM_FINDINGS = [
  finding('src/state.js', 'timingUnsafeCompare', [11, 7, 11, 25], 'fix'),
  finding('src/state.js', 'timingUnsafeCompare', [16, 10, 16, 34], 'fix'),
];

// Runs the module as written and as --fix left it, on sealed tokens good and tampered, with the published /seal.
const SAME_BEHAVIOUR_CHECK = `
import { createHmac } from 'node:crypto';

process.env.STATE_KEY = 'k'.repeat(32);
const [original, fixed] = await Promise.all([import('./original.mjs'), import('./src/state.js')]);
const body = Buffer.from(JSON.stringify({ step: 2 })).toString('base64url');
const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');
const tokens = [body + '.' + mac, body + '.' + mac.slice(0, -1) + 'A', body + 'x.' + mac, body + '.', body, body + '.' + mac + mac];
const signatures = [mac, mac.toUpperCase(), Buffer.from(mac), undefined, ''];
const behaviour = (module) => ({
  open: tokens.map((token) => module.open(token) ?? null),
  hasValidSignature: signatures.map((signature) => module.hasValidSignature(body, signature)),
});
console.log(JSON.stringify({ original: behaviour(original), fixed: behaviour(fixed) }));
`;

const ESM_BEHAVIOUR = {
  open: [{ step: 2 }, null, null, null, null, null],
  hasValidSignature: [true, false, false, false, false],
};

const work = mkdtempSync(join(tmpdir(), 'mcp-state-e2e-'));
const projects: Record<'eslint10' | 'eslint9' | 'commonjs' | 'typescript', Project | undefined> = {
  eslint10: undefined,
  eslint9: undefined,
  commonjs: undefined,
  typescript: undefined,
};

function project(name: keyof typeof projects): Project {
  const created = projects[name];
  if (created === undefined) throw new Error(`project ${name} was not installed`);
  return created;
}

beforeAll(async () => {
  const tarball = await packPlugin(work);
  const create = async (name: keyof typeof projects, spec: Parameters<typeof Project.create>[2]) => {
    projects[name] = await Project.create(join(work, name), tarball, spec);
  };
  const jsFiles = { 'src/state.js': ESM_STATE, 'src/lookalikes.js': LOOKALIKES };
  await Promise.all([
    create('eslint10', { type: 'module', dependencies: [`eslint@${ESLINT_10}`], files: { 'eslint.config.mjs': README_CONFIG.esm, ...jsFiles } }),
    create('eslint9', { type: 'module', dependencies: [`eslint@${ESLINT_9}`], files: { 'eslint.config.mjs': README_CONFIG.extends, ...jsFiles } }),
    create('commonjs', {
      type: 'commonjs',
      dependencies: [`eslint@${ESLINT_9}`],
      files: { 'eslint.config.cjs': README_CONFIG.commonjs, 'src/state.js': CJS_STATE, 'src/lookalikes.js': LOOKALIKES.replace(/export (function|const)/g, '$1') },
    }),
    create('typescript', {
      type: 'module',
      dependencies: [
        `eslint@${ESLINT_10}`,
        `@typescript-eslint/parser@${TS_PARSER}`,
        `typescript@${TYPESCRIPT}`,
        `@microsoft/eslint-formatter-sarif@${SARIF_FORMATTER}`,
      ],
      files: { 'eslint.config.mjs': README_CONFIG.typescript, 'src/state.ts': TS_STATE },
    }),
  ]);
}, 180_000);

// four installs of ESLint to delete: on a busy machine that outlasts vitest's 10 s hook timeout
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

describe.each([
  { name: 'eslint10' as const, eslint: ESLINT_10, config: 'the README snippet' },
  { name: 'eslint9' as const, eslint: ESLINT_9, config: "defineConfig with extends: ['mcp-state/recommended']" },
])('ESLint $eslint, eslint.config.mjs with $config', ({ name, eslint }) => {
  it('installs that ESLint', () => {
    expect(project(name).installedVersion('eslint')).toBe(eslint);
  });

  it('reports the timing leaks, exactly where they are, and nothing in the look-alikes', async () => {
    const { code, stderr, messages } = await project(name).lint();
    expect(messages).toEqual(ESM_FINDINGS);
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 30_000);

  it(`fails the pull-request gate of docs/ci.md (eslint ${CI_GATE.join(' ')}) with the stylish report`, async () => {
    const gate = await project(name).eslint(CI_GATE);
    expect(gate.code).toBe(1);
    expect(gate.stdout).toMatch(/\n {2}11:7 +error {2}'mac' is compared with !==.* {2}mcp-state\/no-timing-unsafe-compare\n/);
    expect(gate.stdout).toContain('✖ 2 problems (2 errors, 0 warnings)\n  2 errors and 0 warnings potentially fixable with the `--fix` option.');
  }, 30_000);

  it('--fix routes both comparisons through safeEqual, importing it, and then the gate passes', async () => {
    const fixed = await project(name).eslint(['--fix', '.']);
    expect(fixed.stdout + fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    expect(project(name).read('src/state.js')).toBe(ESM_STATE_FIXED);
    expect(project(name).read('src/lookalikes.js')).toBe(LOOKALIKES);
    expect(await project(name).eslint(CI_GATE)).toEqual({ code: 0, stdout: '', stderr: '' });
  }, 30_000);

  it('leaves the fixed module doing what it did, now through the published seal helper', async () => {
    project(name).write('original.mjs', ESM_STATE);
    const output = JSON.parse(await project(name).node('same-behaviour.mjs', SAME_BEHAVIOUR_CHECK)) as unknown;
    expect(output).toEqual({ original: ESM_BEHAVIOUR, fixed: ESM_BEHAVIOUR });
  }, 30_000);
});

describe(`ESLint ${ESLINT_9}, CommonJS project with eslint.config.cjs (require)`, () => {
  it('loads the plugin with require and reports the leak', async () => {
    const { code, stderr, messages } = await project('commonjs').lint();
    expect(messages).toEqual([finding('src/state.js', 'timingUnsafeCompare', [8, 10, 8, 26], 'fix')]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 30_000);

  it('--fix adds a require of the seal helper, not an import', async () => {
    const fixed = await project('commonjs').eslint(['--fix', '.']);
    expect(fixed.stdout + fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    expect(project('commonjs').read('src/state.js')).toBe(CJS_STATE_FIXED);
  }, 30_000);

  it('leaves the fixed module doing what it did, requiring the published seal helper', async () => {
    project('commonjs').write('original.cjs', CJS_STATE);
    const script = [
      "const { createHmac } = require('node:crypto');",
      "process.env.STATE_KEY = 'k'.repeat(32);",
      "const [original, fixed] = [require('./original.cjs'), require('./src/state.js')];",
      "const body = Buffer.from('{}').toString('base64url');",
      "const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
      "const tokens = [body + '.' + mac, body + '.' + mac.slice(0, -1) + 'A', body + '.', body];",
      'console.log(JSON.stringify({ original: tokens.map(original.verify), fixed: tokens.map(fixed.verify) }));',
    ].join('\n');
    const output = JSON.parse(await project('commonjs').node('same-behaviour.cjs', script)) as unknown;
    expect(output).toEqual({ original: [true, false, false, false], fixed: [true, false, false, false] });
  }, 30_000);
});

describe(`ESLint ${ESLINT_10} with @typescript-eslint/parser ${TS_PARSER} for .ts files`, () => {
  it('reports the fixable comparison and the unguarded timingSafeEqual with its suggestion', async () => {
    const { code, stderr, messages } = await project('typescript').lint();
    expect(messages).toEqual([
      finding('src/state.ts', 'timingUnsafeCompare', [11, 7, 11, 30], 'fix'),
      finding('src/state.ts', 'timingSafeEqualWithoutLengthCheck', [17, 10, 17, 46], ["Replace with safeEqual() from '#lib/seal'."]),
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 30_000);

  it('--fix imports safeEqual from settings.sealModule and leaves the suggestion to the user', async () => {
    const fixed = await project('typescript').eslint(['--fix', '.']);
    expect(fixed.code).toBe(1);
    expect(project('typescript').read('src/state.ts')).toBe(TS_STATE_FIXED);
    expect(fixed.stdout).toContain('18:10  error  timingSafeEqual() throws a RangeError');
    expect(fixed.stdout).toContain('1 problem (1 error, 0 warnings)');
  }, 30_000);
});

describe(`SARIF for code scanning: eslint ${CI_SARIF.join(' ')} (formatter ${SARIF_FORMATTER})`, () => {
  interface SarifLog {
    runs: Array<{
      tool: { driver: { name: string; rules: Array<{ id: string; helpUri: string; shortDescription: { text: string } }> } };
      results: Array<{
        ruleId: string;
        ruleIndex: number;
        level: string;
        message: { text: string };
        locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }>;
      }>;
    }>;
  }

  const examples = readdirSync(join(root, 'docs/examples')).filter((file) => /\.(js|ts)$/.test(file));
  let sarif: SarifLog;

  beforeAll(async () => {
    const typescript = project('typescript');
    for (const file of examples) cpSync(join(root, 'docs/examples', file), join(typescript.directory, 'examples', file));
    const run = await typescript.eslint(CI_SARIF);
    if (run.code === 2) throw new Error(`eslint crashed:\n${run.stderr}${run.stdout}`);
    const outputFile = CI_SARIF[CI_SARIF.indexOf('--output-file') + 1];
    if (outputFile === undefined) throw new Error('the SARIF step of docs/ci.md writes no --output-file');
    sarif = JSON.parse(typescript.read(outputFile)) as SarifLog;
  }, 30_000);

  const resultsIn = (file: string) =>
    sarif.runs.flatMap((run) => run.results).filter((result) => result.locations[0]?.physicalLocation.artifactLocation.uri.endsWith(`/examples/${file}`));

  it('gives every result a rule id of this plugin and a help URI at that rule’s doc', () => {
    const [run, ...otherRuns] = sarif.runs;
    expect(otherRuns).toEqual([]);
    expect(run?.tool.driver.name).toBe('ESLint');
    expect(run?.results.length).toBeGreaterThan(0);
    for (const result of run?.results ?? []) {
      const ruleName = result.ruleId.replace(/^mcp-state\//, '');
      expect(Object.keys(plugin.rules)).toContain(ruleName);
      const descriptor = run?.tool.driver.rules[result.ruleIndex];
      expect(descriptor?.id).toBe(result.ruleId);
      expect(descriptor?.helpUri).toBe(ruleDocsUrl(ruleName));
      expect(descriptor?.helpUri).toMatch(new RegExp(`/blob/main/docs/rules/${ruleName}\\.md$`));
      expect(existsSync(join(root, 'docs/rules', `${ruleName}.md`))).toBe(true);
      expect(descriptor?.shortDescription.text).toBe(plugin.rules[ruleName]?.meta.docs.description);
      expect(result.level).toBe('error');
    }
  });

  it('locates the MAC compared with !== in the SDK 1.x server', () => {
    const timing = resultsIn('insecure-sdk1-server.js').filter((result) => result.ruleId === RULE);
    expect(timing.map((result) => result.locations[0]?.physicalLocation.region)).toEqual([
      { startLine: 23, startColumn: 7, endLine: 23, endColumn: 25 },
    ]);
  });

  it('has no result in the sealed server', () => {
    expect(resultsIn('sealed-server.ts')).toEqual([]);
  });

  it('holds exactly the findings the ESLint API reports on the examples, under the same config', async () => {
    const api = new ESLint({
      cwd: join(root, 'docs/examples'),
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended as Linter.Config, { files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser } }],
    });
    const expected = (await api.lintFiles(examples)).flatMap((result) =>
      result.messages.map((message) => ({
        file: result.filePath.slice(join(root, 'docs/examples/').length),
        ruleId: message.ruleId,
        region: { startLine: message.line, startColumn: message.column, endLine: message.endLine, endColumn: message.endColumn },
      })),
    );
    const reported = examples.flatMap((file) =>
      resultsIn(file).map((result) => ({ file, ruleId: result.ruleId, region: result.locations[0]?.physicalLocation.region })),
    );
    expect(reported).toEqual(expected);
    expect(new Set(reported.map((result) => result.ruleId))).toContain('mcp-state/require-sealed-state');
  });
});
