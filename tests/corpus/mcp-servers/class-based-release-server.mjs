// Models an ESM MCP server (SDK 1.x) written as a class: state codecs and a hand-rolled HMAC sealer as classes, tools registered in the constructor and reaching them through this; one tool encodes state unsigned, one seals without binding, one seals bound.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { releases } from './releases.js';

const TEN_MINUTES = 10 * 60 * 1000;

class DraftCodec {
  encode(draft) {
    return Buffer.from(JSON.stringify(draft)).toString('base64url');
  }
}

class ReleaseSealer {
  #key = process.env.RELEASE_STATE_KEY;

  #mac(body) {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }

  seal(fields) {
    const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
    return `${body}.${this.#mac(body)}`;
  }

  open(token) {
    const [body, tag] = String(token).split('.');
    if (!body || !tag || !safeEqual(tag, this.#mac(body))) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  }
}

export class ReleaseServer {
  constructor() {
    this.server = new McpServer({ name: 'releases', version: '3.2.0' });
    this.drafts = new DraftCodec();
    this.sealer = new ReleaseSealer();
    this.registerTools();
  }

  userOf(extra) {
    return extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  }

  registerTools() {
    this.server.registerTool('draft_release', { inputSchema: { tag: z.string() } }, async (args, extra) => {
      return {
        resultType: 'input_required',
        inputRequests: { notes: { method: 'elicitation/create', params: { mode: 'form', message: `Notes for ${args.tag}?`, requestedSchema: { type: 'object', properties: { notes: { type: 'string' } } } } } },
        requestState: this.drafts.encode({ tag: args.tag, user: this.userOf(extra) }), // expect: require-sealed-state
      };
    });

    this.server.registerTool('tag_release', { inputSchema: { tag: z.string() } }, async (args) => {
      return {
        resultType: 'input_required',
        inputRequests: { ok: { method: 'elicitation/create', params: { mode: 'form', message: `Tag ${args.tag}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: this.sealer.seal({ tag: args.tag }), // expect: require-state-binding
      };
    });

    this.server.registerTool('publish_release', { inputSchema: { tag: z.string() } }, async (args, extra) => {
      const userId = this.userOf(extra);
      const retry = extra._meta && extra._meta.mrtr;
      if (!retry) {
        return {
          resultType: 'input_required',
          inputRequests: { ok: { method: 'elicitation/create', params: { mode: 'form', message: `Publish ${args.tag}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
          requestState: this.sealer.seal({ userId, tool: 'publish_release', tag: args.tag, exp: Date.now() + TEN_MINUTES }),
        };
      }
      const state = this.sealer.open(retry.requestState);
      if (!state || state.userId !== userId || state.tool !== 'publish_release' || state.exp < Date.now() || state.tag !== args.tag) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      await releases.publish(state.tag);
      return { content: [{ type: 'text', text: `Published ${state.tag}` }] };
    });
  }

  start() {
    return this.server.connect(new StdioServerTransport());
  }
}

await new ReleaseServer().start();
