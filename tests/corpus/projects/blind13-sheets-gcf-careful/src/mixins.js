import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { google } from 'googleapis';
import { principalOf } from './principal.js';

export const STATE_TTL_SECONDS = 300;

/** Canonical digest of a call's arguments; pins a confirmation to exactly this call. */
export function argsDigest(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('base64url');
}

export class BaseTool {
  constructor(name, config) {
    this.name = name;
    this.config = config;
  }

  register(server) {
    server.registerTool(this.name, this.config, (args, ctx) => this.handle(args, ctx));
  }

  text(message, isError = false) {
    return { content: [{ type: 'text', text: message }], ...(isError ? { isError: true } : {}) };
  }
}

/** Signed requestState, bound to the signed-in user and to this tool's name. */
export const WithRequestState = (Base) =>
  class extends Base {
    useStateKey(key) {
      this.codec = createRequestStateCodec({
        key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx) => `${principalOf(ctx).userId}\u0000${this.name}`,
      });
      return this;
    }

    mintState(payload, ctx) {
      return this.codec.mint(payload, ctx);
    }

    /** Returns the verified payload, `undefined` on a first round, or throws. */
    async readState(ctx) {
      const raw = ctx.mcpReq.requestState();
      if (raw === undefined || raw === null) return undefined;
      return this.codec.verify(raw, ctx);
    }
  };

/** Domain-wide delegation: act as the signed-in user via the function's service account. */
export const WithGoogle = (Base) =>
  class extends Base {
    authFor(principal) {
      return new google.auth.GoogleAuth({
        scopes: ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive'],
        clientOptions: { subject: principal.email },
      });
    }

    sheets(principal) {
      return google.sheets({ version: 'v4', auth: this.authFor(principal) });
    }

    drive(principal) {
      return google.drive({ version: 'v3', auth: this.authFor(principal) });
    }
  };

export const WithAudit = (Base) =>
  class extends Base {
    audit(principal, action, detail = {}) {
      console.log(JSON.stringify({ severity: 'NOTICE', tool: this.name, user: principal.userId, action, ...detail }));
    }
  };
