// Models a demo MCP SDK 1.x server whose sealed requestState embeds hard-coded credentials in well-known formats, next to public identifiers in similar shapes.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { runIntegration } from './integrations.js';

const sealer = createStateSealer({ keys: [process.env.DEMO_STATE_KEY!] });

const INTEGRATIONS: Record<string, Record<string, string>> = {
  github: { owner: 'octo-org', repo: 'demo', appId: '123456', installationId: '7890123' },
  stripe: { account: 'acct_1Nv0FGQ9RKHgCVdK', publishableKey: 'pk_test_51Nv0FGQ9RKHgCVdKpublishable' },
  slack: { channel: 'C024BE91L', teamId: 'T024BE7LD' },
};

function demoState(kind: string, userId: string) {
  switch (kind) {
    case 'github':
      return sealer.seal(
        { ...INTEGRATIONS.github, pat: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a' }, // expect: no-secrets-in-state
        { userId, tool: 'run_integration' },
      );
    case 'openai':
      return sealer.seal(
        {
          model: 'gpt-4.1-mini',
          auth: 'sk-proj-4fQz8dXv3nB1mK7wR2tY6uP0aS9eL5hJ', // expect: no-secrets-in-state
        },
        { userId, tool: 'run_integration' },
      );
    case 'anthropic':
      return sealer.seal({ model: 'claude-haiku-4-5', value: 'sk-ant-api03-Xk2mB8qW1eR5tY7uI9oP3aS6dF0gH4jK' }, { userId, tool: 'run_integration' }); // expect: no-secrets-in-state
    case 'stripe':
      return sealer.seal(
        {
          ...INTEGRATIONS.stripe,
          restricted: 'rk_live_51Nv0FGQ9RKHgCVdKx8fP2mL5nQ', // expect: no-secrets-in-state
          live: 'sk_live_51Nv0FGQ9RKHgCVdKa7bC3dE9fG', // expect: no-secrets-in-state
        },
        { userId, tool: 'run_integration' },
      );
    case 'aws':
      return sealer.seal(
        {
          bucket: 'demo-uploads',
          region: 'eu-west-1',
          accessKeyId: 'AKIAIOSFODNN7EXAMPLE', // expect: no-secrets-in-state
          arn: 'arn:aws:iam::123456789012:role/demo-uploader',
        },
        { userId, tool: 'run_integration' },
      );
    case 'slack':
      return sealer.seal(
        {
          ...INTEGRATIONS.slack,
          bot: 'xoxb-2048-1234567890-aBcDeFgHiJkLmNoPqRsTuVwX', // expect: no-secrets-in-state
          webhookPath: '/services/T024BE7LD/B024BE7LH',
        },
        { userId, tool: 'run_integration' },
      );
    case 'signing':
      return sealer.seal(
        {
          pem: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----', // expect: no-secrets-in-state
          publicPem: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1L\n-----END PUBLIC KEY-----',
          fingerprint: 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8',
        },
        { userId, tool: 'run_integration' },
      );
    default:
      return sealer.seal(
        {
          kind,
          sample: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', // expect: no-secrets-in-state
          commit: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3',
          requestId: 'req_01HZX3K9M2N4P6Q8R0S2T4V6W8',
        },
        { userId, tool: 'run_integration' },
      );
  }
}

export const server = new Server({ name: 'integration-demo', version: '0.0.1' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId as string;
  const kind = String(request.params.arguments?.kind ?? 'github');
  if (!request.params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Run the ${kind} demo?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
      requestState: demoState(kind, userId),
    };
  }
  const opened = sealer.open(request.params.requestState, { userId, tool: 'run_integration' });
  return { content: [{ type: 'text', text: opened.ok ? await runIntegration(kind, opened.state) : `Refused: ${opened.reason}` }] };
});
