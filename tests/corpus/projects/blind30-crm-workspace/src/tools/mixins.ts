import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { BaseTool, ToolCtx } from './base.js';
import type { DelegatedGrant } from '../services/token-exchange.js';
import type { CrmClient } from '../services/crm-client.js';

// (the project turns @typescript-eslint/no-explicit-any off for the next line)
type AbstractCtor<T = object> = abstract new (...args: any[]) => T;

/** Adds a yes/no elicitation and a reader for its answer. */
export function Confirmable<TBase extends AbstractCtor<BaseTool>>(Base: TBase) {
  abstract class ConfirmableTool extends Base {
    protected confirmation(message: string) {
      return inputRequired.elicit({
        message,
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'Go ahead' } },
          required: ['confirm'],
        },
      });
    }

    protected wasConfirmed(ctx: ToolCtx, key = 'confirm'): boolean {
      return acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, key)?.confirm === true;
    }
  }
  return ConfirmableTool;
}

/** Lets a tool call the CRM as the signed-in user instead of as the service account. */
export function DelegatedAccess<TBase extends AbstractCtor<BaseTool>>(Base: TBase) {
  abstract class DelegatedAccessTool extends Base {
    protected async delegatedGrant(ctx: ToolCtx): Promise<DelegatedGrant> {
      const subjectToken = ctx.http?.authInfo?.token;
      if (!subjectToken) throw new Error('This tool needs a signed-in user.');
      return this.services.exchange.exchange(subjectToken);
    }

    protected crmWith(grant: DelegatedGrant | string): CrmClient {
      return this.services.crmFor(typeof grant === 'string' ? grant : grant.accessToken);
    }
  }
  return DelegatedAccessTool;
}
