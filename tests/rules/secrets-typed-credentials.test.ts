// A secret the user typed in answer to an input request (`acceptedContent(…, 'login').token`) put into the state.
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const tool = (...body: string[]) =>
  lines(
    "import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';",
    "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
    'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
    'export function register(server) {',
    "  server.registerTool('clean', { inputSchema: {} }, async (args, ctx) => {",
    ...body,
    '  });',
    '}',
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'an answer under a field that names no secret',
      code: tool(
        "    const review = acceptedContent(ctx.mcpReq.inputResponses, 'review');",
        "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ note: review.body }, { userId: 'u', tool: 'clean' }) });",
      ),
    },
    {
      name: "only the length of the typed token, not the token",
      code: tool(
        "    const login = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
        "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ chars: login.token.length }, { userId: 'u', tool: 'clean' }) });",
      ),
    },
  ],
  invalid: [
    {
      name: "the token the user typed, under a name that says nothing",
      code: tool(
        "    const login = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
        "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ repo: args.repo, pat: login.token }, { userId: 'u', tool: 'clean' }) });",
      ),
      errors: [
        {
          messageId: 'secretInState',
          data: {
            subject: "'pat' holds the 'token' the user typed in answer to an input request",
            reader: 'the client can read sealed state (signed, not encrypted)',
          },
          line: 7,
          column: 92,
          endLine: 7,
          endColumn: 108,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'pat' },
              output: tool(
                "    const login = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
                "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ repo: args.repo }, { userId: 'u', tool: 'clean' }) });",
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'a password destructured from the answer',
      code: tool(
        "    const { password } = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
        "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ pw: password }, { userId: 'u', tool: 'clean' }) });",
      ),
      errors: [
        {
          messageId: 'secretInState',
          line: 7,
          column: 75,
          endLine: 7,
          endColumn: 87,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'pw' },
              output: tool(
                "    const { password } = acceptedContent(ctx.mcpReq.inputResponses, 'login');",
                "    return inputRequired({ inputRequests: {}, requestState: sealer.seal({}, { userId: 'u', tool: 'clean' }) });",
              ),
            },
          ],
        },
      ],
    },
  ],
});
