import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * Issue 16, part 2: require-state-binding sees a hand-rolled sealer written as a class method or a `Foo.prototype`
 * method, and checks what it is given as it does for a local function.
 */

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a hand-rolled class sealer given user, tool and expiry',
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "import { createHmac } from 'node:crypto';",
        "class Sealer {",
        "  constructor() {",
        "    this.key = process.env.STATE_KEY;",
        "  }",
        "  seal(fields) {",
        "    const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
        "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
        "  }",
        "}",
        "const sealer = new Sealer();",
        "const server = new McpServer({ name: 'deploy', version: '1.0.0' });",
        "server.registerTool('deploy', { inputSchema: { env: z.string() } }, async (args, extra) => {",
        "  return {",
        "    resultType: 'input_required',",
        "    inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Go?' } } },",
        "    requestState: sealer.seal({ userId: extra.authInfo.clientId, tool: 'deploy', exp: Date.now() + 300_000, env: args.env }),",
        "  };",
        "});",
      ),
    },
  ],
  invalid: [
    {
      name: 'a hand-rolled class sealer given no user, tool or expiry',
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "import { createHmac } from 'node:crypto';",
        "class Sealer {",
        "  constructor() {",
        "    this.key = process.env.STATE_KEY;",
        "  }",
        "  seal(fields) {",
        "    const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
        "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
        "  }",
        "}",
        "const sealer = new Sealer();",
        "const server = new McpServer({ name: 'deploy', version: '1.0.0' });",
        "server.registerTool('deploy', { inputSchema: { env: z.string() } }, async (args, extra) => {",
        "  return {",
        "    resultType: 'input_required',",
        "    inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Go?' } } },",
        "    requestState: sealer.seal({ env: args.env }),",
        "  };",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: 'missingSignedFields',
          line: 19,
          column: 31,
          endLine: 19,
          endColumn: 48,
          data: { missing: 'the user, the tool and an expiry', fields: 'userId (the authenticated user), tool (the tool\'s name) and exp (for example Date.now() + 600_000)', them: 'them' },
          suggestions: [],
        },
      ],
    },
    {
      name: 'a hand-rolled sealer on a prototype, given no expiry',
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "import { createHmac } from 'node:crypto';",
        "function Sealer(key) {",
        "  this.key = key;",
        "}",
        "Sealer.prototype.seal = function (fields) {",
        "  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');",
        "  return body + '.' + createHmac('sha256', this.key).update(body).digest('base64url');",
        "};",
        "const sealer = new Sealer(process.env.STATE_KEY);",
        "const server = new McpServer({ name: 'deploy', version: '1.0.0' });",
        "server.registerTool('deploy', { inputSchema: { env: z.string() } }, async (args, extra) => {",
        "  return {",
        "    resultType: 'input_required',",
        "    inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Go?' } } },",
        "    requestState: sealer.seal({ userId: extra.authInfo.clientId, tool: 'deploy', env: args.env }),",
        "  };",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: 'missingSignedFields',
          line: 17,
          column: 31,
          endLine: 17,
          endColumn: 97,
          data: { missing: 'an expiry', fields: 'exp (for example Date.now() + 600_000)', them: 'it' },
          suggestions: [],
        },
      ],
    },
  ],
});
