// Models a CommonJS MCP SDK 1.x deployment tool that seals "the environment" into requestState with the bundled helper: a spread of process.env and a database password.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { sealState, openState } = require('eslint-plugin-mcp-state/seal');
const { z } = require('zod');
const { runPlan } = require('./terraform');

const server = new McpServer({ name: 'infra', version: '2.2.0' });

server.registerTool(
  'apply_plan',
  { description: 'Apply an infrastructure plan', inputSchema: { workspace: z.string() }, annotations: { destructiveHint: true } },
  async ({ workspace }, extra) => {
    const userId = extra.authInfo.extra.userId;
    const retry = extra._meta && extra._meta.retry;
    if (!retry) {
      const snapshot = {
        workspace,
        region: process.env.AWS_REGION,
        stage: process.env.STAGE || 'dev',
        maxOutputTokens: process.env.MAX_OUTPUT_TOKENS,
        ...process.env, // expect: no-secrets-in-state
      };
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Apply plan for ${workspace}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: sealState(snapshot, { userId, tool: 'apply_plan', args: { workspace } }),
      };
    }
    const opened = openState(retry.requestState, { userId, tool: 'apply_plan', args: { workspace } });
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    return { content: [{ type: 'text', text: await runPlan(opened.state.workspace) }] };
  },
);

server.registerTool(
  'migrate_database',
  { description: 'Run pending migrations', inputSchema: { target: z.string() } },
  async ({ target }, extra) => {
    const userId = extra.authInfo.extra.userId;
    const retry = extra._meta && extra._meta.retry;
    if (!retry) {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Migrate to ${target}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: sealState(
          {
            target,
            dbHost: process.env.DATABASE_HOST,
            dbUser: process.env.DATABASE_USER,
            dbPass: process.env.DATABASE_PASSWORD, // expect: no-secrets-in-state
            signingKey: process.env.MIGRATION_SIGNING_KEY, // expect: no-secrets-in-state
            schemaVersion: process.env.SCHEMA_VERSION,
          },
          { userId, tool: 'migrate_database' },
        ),
      };
    }
    const opened = openState(retry.requestState, { userId, tool: 'migrate_database' });
    return { content: [{ type: 'text', text: opened.ok ? `Migrating to ${opened.state.target}` : 'Refused' }] };
  },
);

module.exports = server;
