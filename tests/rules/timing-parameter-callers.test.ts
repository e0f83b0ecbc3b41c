// A parameter of a function whose every call the file shows holds what those calls pass: `settings.supportKey` compared
// in `allowed(settings, request)` is the SUPPORT_KEY that `readSettings()` reads from the environment, or that
// `readSettings(env)` reads from the Worker bindings its call passes: a member of a parameter is what the call passed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-timing-callers-'));
writeFileSync(
  join(project, 'env.js'),
  lines(
    "export function readSettings() {",
    "  return { supportKey: process.env.SUPPORT_KEY, region: process.env.REGION };",
    "}",
  ),
);
writeFileSync(
  join(project, 'bindings.js'),
  lines('export function readSettings(env) {', '  return { supportKey: env.SUPPORT_KEY, region: env.REGION };', '}'),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const worker = (compared: string, exported = '', settings = "readSettings()", from = './env.js') =>
  lines(
    `import { readSettings } from '${from}';`,
    "",
    `${exported}function allowed(settings, request) {`,
    "  const given = request.headers.get('x-support-key');",
    `  return given === ${compared};`,
    "}",
    "",
    "export default {",
    "  async fetch(request, env) {",
    `    const settings = ${settings};`,
    "    if (!allowed(settings, request)) return new Response('forbidden', { status: 403 });",
    "    return new Response('ok');",
    "  },",
    "};",
  );

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    { name: 'a member that holds no secret at the one call', filename: join(project, 'region.js'), code: worker('settings.region') },
    { name: 'an exported function: other modules may call it with anything, unknown', filename: join(project, 'exported.js'), code: worker('settings.supportKey', 'export ') },
  ],
  invalid: [
    {
      name: "the support key read from the environment, compared with === inside the function the Worker calls",
      filename: join(project, 'index.js'),
      code: worker('settings.supportKey'),
      errors: [
        {
          messageId: 'timingUnsafeCompareHelper',
          data: { name: 'given', operator: '===', secret: 'the secret SUPPORT_KEY', helper: 'settings.supportKey', specifier: './env.js', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 39,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: 'eslint-plugin-mcp-state/seal' },
              output: worker('settings.supportKey').replace('given === settings.supportKey', 'safeEqual(given, settings.supportKey)').replace(
                "from './env.js';",
                "from './env.js';\nimport { safeEqual } from 'eslint-plugin-mcp-state/seal';",
              ),
            },
          ],
        },
      ],
    },
    {
      name: "the Worker's bindings handed to another module's function whose object reads the support key from them",
      filename: join(project, 'worker.js'),
      code: worker('settings.supportKey', '', 'readSettings(env)', './bindings.js'),
      errors: [
        {
          messageId: 'timingUnsafeCompareHelper',
          data: { name: 'given', operator: '===', secret: 'the secret SUPPORT_KEY', helper: 'settings.supportKey', specifier: './bindings.js', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 5,
          column: 10,
          endLine: 5,
          endColumn: 39,
          suggestions: [
            {
              messageId: 'replaceWithSafeEqual',
              data: { sealModule: 'eslint-plugin-mcp-state/seal' },
              output: worker('settings.supportKey', '', 'readSettings(env)', './bindings.js').replace('given === settings.supportKey', 'safeEqual(given, settings.supportKey)').replace(
                "from './bindings.js';",
                "from './bindings.js';\nimport { safeEqual } from 'eslint-plugin-mcp-state/seal';",
              ),
            },
          ],
        },
      ],
    },
  ],
});
