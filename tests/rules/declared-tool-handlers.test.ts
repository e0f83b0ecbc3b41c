// A tool declared as data (`{ name: DEPLOY_TOOL, inputSchema, annotations }`, what `tools/list` answers) and served by a
// function of the same file that no registration names: a factory's closure dispatched from another module. When the
// file declares that one tool, the function that answers `input_required` is its handler, and a destructive tool's
// state must carry the arguments.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-declared-tools-'));
writeFileSync(
  join(project, 'tokens.js'),
  lines(
    "import jwt from 'jsonwebtoken';",
    '',
    'export function issue(sub, tool, env) {',
    "  return jwt.sign({ sub, tool, env }, process.env.STATE_KEY, { expiresIn: '5m' });",
    '}',
    '',
    'export function issueFor(sub, tool, args) {',
    "  return jwt.sign({ sub, tool, args }, process.env.STATE_KEY, { expiresIn: '5m' });",
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tools = (state: string, { destructive = true, second = '' } = {}) =>
  lines(
    "import { issue, issueFor } from './tokens.js';",
    '',
    "export const DEPLOY_TOOL = 'deploy_release';",
    '',
    'export const deployTool = {',
    '  name: DEPLOY_TOOL,',
    "  inputSchema: { type: 'object', properties: { service: { type: 'string' }, ref: { type: 'string' } } },",
    `  annotations: { destructiveHint: ${destructive} },`,
    '};',
    second,
    'export function createDeployHandler(deployer) {',
    '  return async function handleDeploy(params, actor) {',
    '    const { service, ref } = params.arguments;',
    '    if (!params.requestState) {',
    `      return { resultType: 'input_required', inputRequests: {}, requestState: ${state} };`,
    '    }',
    '    return deployer.deploy(service, ref, actor);',
    '  };',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'the state carries the arguments', filename: join(project, 'bound.js'), code: tools('issueFor(actor, DEPLOY_TOOL, { service, ref })') },
    { name: 'the declared tool is not destructive', filename: join(project, 'safe.js'), code: tools('issue(actor, DEPLOY_TOOL, params.env)', { destructive: false }) },
    {
      name: 'two tools declared: which one the function serves is not shown',
      filename: join(project, 'two.js'),
      code: tools('issue(actor, DEPLOY_TOOL, params.env)', { second: "export const statusTool = { name: 'deploy_status', inputSchema: { type: 'object' } };" }),
    },
  ],
  invalid: [
    {
      name: "the one declared tool is destructive, and its factory-made handler's state lacks the arguments",
      filename: join(project, 'deploy.js'),
      code: tools('issue(actor, DEPLOY_TOOL, params.env)'),
      errors: [{ messageId: 'missingArgs', line: 15, column: 79, endLine: 15, endColumn: 116 }],
    },
  ],
});
