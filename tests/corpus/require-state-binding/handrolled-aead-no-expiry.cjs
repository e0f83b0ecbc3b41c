// Models an MCP SDK 1.x (CommonJS) server that encrypts requestState with AES-256-GCM, binding user and tool but never setting or checking an expiry.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { createCipheriv, createDecipheriv, randomBytes } = require('node:crypto');
const { z } = require('zod');
const { transferDomain } = require('./registrar');

const key = Buffer.from(process.env.STATE_AES_KEY, 'base64');

function sealState(state, userId, tool) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plaintext = JSON.stringify({ state, userId, tool }); // expect: require-state-binding
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

function openState(token, userId, tool) { // expect: require-state-binding
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  let opened;
  try {
    opened = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
  return opened.userId === userId && opened.tool === tool ? opened.state : null;
}

const server = new McpServer({ name: 'registrar', version: '0.8.0' });

server.registerTool(
  'transfer_domain',
  {
    description: 'Transfer a domain to another registrar account',
    inputSchema: { domain: z.string(), toAccount: z.string() },
    annotations: { destructiveHint: true },
  },
  async ({ domain, toAccount }, extra) => {
    const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
    const retry = extra._meta && extra._meta.retry;
    if (!retry) {
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Transfer ${domain} to ${toAccount}?`, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } },
        },
        requestState: sealState({ domain, toAccount }, userId, 'transfer_domain'),
      };
    }
    const state = openState(retry.requestState, userId, 'transfer_domain');
    if (!state || state.domain !== domain || state.toAccount !== toAccount) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    if (!(retry.inputResponses && retry.inputResponses.confirm && retry.inputResponses.confirm.content.confirm)) {
      return { content: [{ type: 'text', text: 'Transfer cancelled' }] };
    }
    const result = await transferDomain(domain, toAccount);
    return { content: [{ type: 'text', text: `Transfer ${result.id} started` }] };
  },
);

server.connect(new StdioServerTransport());
