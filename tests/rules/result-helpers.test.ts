// A result built by a project function (`inputRequired(requests, state)` returning `{ resultType: 'input_required',
// inputRequests, requestState }`): what a call hands it there is the requestState the client gets. The handler is
// handed the call's params third (`rollback(env, user, params)`), as a dispatcher of another module calls it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-result-helpers-'));
writeFileSync(join(project, 'rpc.js'), lines('export function inputRequired(inputRequests, requestState) {', "  return { resultType: 'input_required', inputRequests, requestState };", '}'));
writeFileSync(
  join(project, 'codec.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'export function sealState(payload) {',
    "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
    '  return `${body}.${mac(body)}`;',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (state: string) =>
  lines(
    "import { inputRequired } from './rpc.js';",
    "import { sealState } from './codec.js';",
    "const TOOL = 'rollback_deployment';",
    'export const rollbackTool = {',
    '  name: TOOL,',
    '  annotations: { destructiveHint: true },',
    "  inputSchema: { type: 'object', properties: { service: { type: 'string' }, toVersion: { type: 'string' } } },",
    '};',
    'export async function rollback(env, user, params) {',
    '  const { service, toVersion } = params.arguments ?? {};',
    '  if (!params.requestState) {',
    `    return inputRequired({ confirm: { method: 'elicitation/create', params: { message: 'Roll back?' } } }, ${state});`,
    '  }',
    '  return env.deploy(service, toVersion, user);',
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the arguments are sealed', filename: join(project, 'bound.js'), code: tool("sealState({ sub: user.email, tool: TOOL, service, toVersion })") }],
  invalid: [
    {
      name: 'the arguments are not sealed',
      filename: join(project, 'unbound.js'),
      code: tool("sealState({ sub: user.email, tool: TOOL, stage: 'confirm' })"),
      errors: [{ messageId: 'missingArgs', line: 12, column: 108, endLine: 12, endColumn: 168 }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a sealed state handed to the result helper', filename: join(project, 'sealed.js'), code: tool("sealState({ sub: user.email, tool: TOOL, service, toVersion })") }],
  invalid: [
    {
      name: 'base64 JSON handed to the result helper',
      filename: join(project, 'unsigned.js'),
      code: tool("Buffer.from(JSON.stringify({ service, toVersion })).toString('base64url')"),
      errors: [{ messageId: 'unsignedState', line: 12, column: 108, endLine: 12, endColumn: 181 }],
    },
  ],
});
