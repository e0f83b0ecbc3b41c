// A server built in another module decides whether a handler's ctx.mcpReq.requestState() is the client's, unchecked:
// one made there without a verify hook (an exported server) makes the read trusted; one made with a hook (a factory
// that passes requestState.verify) does not. A server out of sight (a package's) has no hook when its handler hands
// out unsigned state, which a hook would refuse.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-servers-elsewhere-'));
writeFileSync(
  join(project, 'server.js'),
  lines(
    'import { McpServer } from \'@modelcontextprotocol/server\';',
    '',
    'export const server = new McpServer({ name: \'notes\', version: \'1.0.0\' }, { capabilities: { tools: {} } });',
    '',
  ),
);
writeFileSync(
  join(project, 'hooked.js'),
  lines(
    'import { McpServer, createRequestStateCodec } from \'@modelcontextprotocol/server\';',
    '',
    'export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY ?? \'\', \'base64\'), bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId) });',
    '',
    'export function createServer() {',
    '  return new McpServer({ name: \'folders\', version: \'1.0.0\' }, { requestState: { verify: codec.verify } });',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'codec.js'),
  lines(
    'export function decodeState(raw) {',
    '  if (!raw) return undefined;',
    '  return JSON.parse(Buffer.from(raw, \'base64url\').toString());',
    '}',
    'export const encodeState = (state) => Buffer.from(JSON.stringify(state)).toString(\'base64url\');',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-sealed-state', rule, {
  valid: [
    {
      filename: join(project, 'folders.js'),
      code: lines(
        'import { inputRequired } from \'@modelcontextprotocol/server\';',
        'import { codec, createServer } from \'./hooked.js\';',
        '',
        'export const folders = createServer();',
        '',
        'folders.registerTool(\'move_folder\', { description: \'Move a folder\' }, async ({ folderId }, ctx) => {',
        '  const state = ctx.mcpReq.requestState();',
        '  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: \'move_folder\', folderId }, ctx) });',
        '  return { content: [{ type: \'text\', text: `moved ${state.folderId}` }] };',
        '});',
      ),
    },
    {
      // a server from a package whose handler mints with a codec: nothing shows the server lacks a hook
      filename: join(project, 'plugin-ok.js'),
      code: lines(
        'import { inputRequired } from \'@modelcontextprotocol/server\';',
        'import { server, stateCodec } from \'@acme/mcp-host\';',
        '',
        'server.registerTool(\'page_feed\', { description: \'Page through the feed\' }, async ({ feed }, ctx) => {',
        '  const saved = ctx.mcpReq.requestState();',
        '  const page = saved ? saved.page : 0;',
        '  return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ feed, page: page + 1 }, ctx) });',
        '});',
      ),
    },
  ],
  invalid: [
    {
      filename: join(project, 'notes.js'),
      code: lines(
        'import { inputRequired } from \'@modelcontextprotocol/server\';',
        'import { server } from \'./server.js\';',
        '',
        'server.registerTool(\'edit_note\', { description: \'Edit a note\' }, async ({ noteId }, ctx) => {',
        '  const draft = ctx.mcpReq.requestState();',
        '  if (!draft) return inputRequired({ inputRequests: {}, requestState: \'draft\' });',
        '  return { content: [{ type: \'text\', text: `edited ${draft.noteId}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'trustedUnverifiedState',
          line: 5,
          column: 17,
          endLine: 5,
          endColumn: 42,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'import { inputRequired } from \'@modelcontextprotocol/server\';',
                'import { server } from \'./server.js\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                '',
                'server.registerTool(\'edit_note\', { description: \'Edit a note\' }, async ({ noteId }, ctx) => {',
                "  const token = ctx.mcpReq.requestState();",
                "  const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'edit_note' }) : undefined;",
                '  if (opened && !opened.ok) return refusal(opened.reason);',
                '  const draft = opened?.state;',
                '  if (!draft) return inputRequired({ inputRequests: {}, requestState: \'draft\' });',
                '  return { content: [{ type: \'text\', text: `edited ${draft.noteId}` }] };',
                '});',
              ),
            },
          ],
        },
        {
          messageId: 'unsignedState',
          line: 6,
          column: 71,
          endLine: 6,
          endColumn: 78,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { inputRequired } from \'@modelcontextprotocol/server\';',
                'import { server } from \'./server.js\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                '',
                'server.registerTool(\'edit_note\', { description: \'Edit a note\' }, async ({ noteId }, ctx) => {',
                '  const draft = ctx.mcpReq.requestState();',
                "  if (!draft) return inputRequired({ inputRequests: {}, requestState: sealState('draft', { userId: principalOf(ctx), tool: 'edit_note' }) });",
                '  return { content: [{ type: \'text\', text: `edited ${draft.noteId}` }] };',
                '});',
              ),
            },
          ],
        },
      ],
    },
    {
      // a server from a package, out of sight: a handler that hands out unsigned state shows it has no verify hook
      filename: join(project, 'plugin.js'),
      code: lines(
        'import { inputRequired } from \'@modelcontextprotocol/server\';',
        'import { server } from \'@acme/mcp-host\';',
        '',
        'server.registerTool(\'page_feed\', { description: \'Page through the feed\' }, async ({ feed }, ctx) => {',
        '  const saved = ctx.mcpReq.requestState();',
        '  const page = saved ? JSON.parse(saved).page : 0;',
        '  return inputRequired({ inputRequests: {}, requestState: JSON.stringify({ feed, page: page + 1 }) });',
        '});',
      ),
      errors: [
        {
          messageId: 'unverifiedState',
          line: 6,
          column: 24,
          endLine: 6,
          endColumn: 41,
          suggestions: [
          ],
        },
        {
          messageId: 'unsignedState',
          line: 7,
          column: 59,
          endLine: 7,
          endColumn: 99,
          suggestions: [
          ],
        },
      ],
    },
    {
      // the read handed to an imported decode helper is one unverified decode, not also a trusted read
      filename: join(project, 'plugin-helpers.js'),
      code: lines(
        'import { inputRequired } from \'@modelcontextprotocol/server\';',
        'import { decodeState, encodeState } from \'./codec.js\';',
        '',
        'export function registerDelete(server) {',
        '  server.registerTool(\'delete_backup\', { description: \'Delete a backup\' }, async ({ backupId }, ctx) => {',
        '    const pending = decodeState(ctx.mcpReq.requestState());',
        '    if (pending === undefined) return inputRequired({ inputRequests: {}, requestState: encodeState({ backupId }) });',
        '    return { content: [{ type: \'text\', text: `deleted ${pending.backupId}` }] };',
        '  });',
        '}',
      ),
      errors: [
        {
          messageId: 'unverifiedStateHelper',
          line: 6,
          column: 21,
          endLine: 6,
          endColumn: 59,
          suggestions: [
            {
              messageId: 'openWithOpenState',
              output: lines(
                'import { inputRequired } from \'@modelcontextprotocol/server\';',
                'import { decodeState, encodeState } from \'./codec.js\';',
                "import { openState, refusal, principalOf } from 'eslint-plugin-mcp-state/seal';",
                '',
                'export function registerDelete(server) {',
                '  server.registerTool(\'delete_backup\', { description: \'Delete a backup\' }, async ({ backupId }, ctx) => {',
                "    const token = ctx.mcpReq.requestState();",
                "    const opened = token !== undefined ? openState(token, { userId: principalOf(ctx), tool: 'delete_backup' }) : undefined;",
                '    if (opened && !opened.ok) return refusal(opened.reason);',
                '    const pending = opened?.state;',
                '    if (pending === undefined) return inputRequired({ inputRequests: {}, requestState: encodeState({ backupId }) });',
                '    return { content: [{ type: \'text\', text: `deleted ${pending.backupId}` }] };',
                '  });',
                '}',
              ),
            },
          ],
        },
        {
          messageId: 'unsignedStateHelper',
          line: 7,
          column: 88,
          endLine: 7,
          endColumn: 113,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(
                'import { inputRequired } from \'@modelcontextprotocol/server\';',
                'import { decodeState, encodeState } from \'./codec.js\';',
                "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
                '',
                'export function registerDelete(server) {',
                '  server.registerTool(\'delete_backup\', { description: \'Delete a backup\' }, async ({ backupId }, ctx) => {',
                '    const pending = decodeState(ctx.mcpReq.requestState());',
                "    if (pending === undefined) return inputRequired({ inputRequests: {}, requestState: sealState({ backupId }, { userId: principalOf(ctx), tool: 'delete_backup' }) });",
                '    return { content: [{ type: \'text\', text: `deleted ${pending.backupId}` }] };',
                '  });',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
