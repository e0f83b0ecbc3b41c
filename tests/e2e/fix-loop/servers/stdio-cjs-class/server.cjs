// Fixture for tests/e2e/fix-loop.test.ts: CommonJS over stdio, a RoundState class with static hex encode/decode in the same file. Insecure on purpose.
const { McpServer, acceptedContent, inputRequired } = require('@modelcontextprotocol/server');
const { StdioServerTransport, serveStdio } = require('@modelcontextprotocol/server/stdio');
const { z } = require('zod');

class RoundState {
  static encode(state) {
    return Buffer.from(JSON.stringify({ v: 1, ...state }), 'utf8').toString('hex');
  }

  static decode(token) {
    const state = JSON.parse(Buffer.from(token, 'hex').toString('utf8'));
    if (state.v !== 1) throw new Error('unsupported state version');
    return state;
  }
}

const confirmForm = z.object({ confirm: z.boolean().describe('Confirm') });

function askConfirm(message) {
  return { confirm: inputRequired.elicit({ message, requestedSchema: confirmForm }) };
}

function confirmed(ctx) {
  const content = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmForm);
  return Boolean(content && content.confirm);
}

function createServer() {
  const server = new McpServer({ name: 'workspace-files', version: '0.2.0' });

  server.registerTool(
    'delete_file',
    {
      description: 'Delete a file from the workspace',
      inputSchema: z.object({ path: z.string(), mode: z.enum(['trash', 'permanent']) }),
      annotations: { destructiveHint: true },
    },
    async ({ path, mode }, ctx) => {
      const token = ctx.mcpReq.requestState();
      if (!token) {
        const inode = 4000 + path.length * 17;
        return inputRequired({
          inputRequests: askConfirm(`Delete ${path} (${mode})?`),
          requestState: RoundState.encode({ path, inode }),
        });
      }
      const round = RoundState.decode(token);
      if (!confirmed(ctx)) return { content: [{ type: 'text', text: 'File kept.' }] };
      return { content: [{ type: 'text', text: `Deleted ${round.path} (inode ${round.inode}, ${mode}).` }] };
    },
  );

  server.registerTool(
    'move_file',
    {
      description: 'Move or rename a file in the workspace',
      inputSchema: z.object({ from: z.string(), to: z.string() }),
    },
    async ({ from, to }, ctx) => {
      const token = ctx.mcpReq.requestState();
      if (!token) {
        return inputRequired({
          inputRequests: askConfirm(`Move ${from} to ${to}?`),
          requestState: RoundState.encode({ source: from, overwrite: false }),
        });
      }
      const round = RoundState.decode(token);
      if (!confirmed(ctx)) return { content: [{ type: 'text', text: 'File not moved.' }] };
      return { content: [{ type: 'text', text: `Moved ${round.source} to ${to}${round.overwrite ? ' (overwritten)' : ''}.` }] };
    },
  );

  return server;
}

serveStdio(createServer, { transport: new StdioServerTransport() });
