import 'reflect-metadata';
import { Inject, Injectable } from '@nestjs/common';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { LedgerService } from './ledger.service';
import { StateCodec, principalOf, type LedgerStep } from '../state/codec.provider';

export interface ToolMeta {
  name: string;
  description: string;
  input: z.ZodRawShape;
  destructive?: boolean;
}

export const TOOL_META = Symbol('ledger:tool');

export function McpTool(meta: ToolMeta): MethodDecorator {
  return (target, key) => {
    const list: Array<ToolMeta & { method: string | symbol }> = Reflect.getMetadata(TOOL_META, target) ?? [];
    list.push({ ...meta, method: key });
    Reflect.defineMetadata(TOOL_META, list, target);
  };
}

const yesNo = (message: string) =>
  inputRequired.elicit({
    message,
    requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
  });

const tenantOf = (ctx: any): string => ctx?.http?.authInfo?.extra?.tenant ?? 'default';

@Injectable()
export class LedgerTools {
  constructor(
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(StateCodec) private readonly states: StateCodec,
  ) {}

  @McpTool({
    name: 'post_adjustment',
    description: 'Post a manual adjustment to the general ledger',
    input: { account: z.string(), cents: z.number().int(), memo: z.string().max(200) },
  })
  async postAdjustment(args: { account: string; cents: number; memo: string }, ctx: any) {
    const raw = ctx.mcpReq.requestState();
    if (!raw) {
      const token = await this.ledger.tenantToken(tenantOf(ctx));
      return inputRequired({
        inputRequests: { ok: yesNo(`Post ${args.cents / 100} to ${args.account}?`) },
        requestState: await this.states.mint(
          { tool: 'post_adjustment', step: 'review', ...args, ledgerToken: token }, // expect: no-secrets-in-state
          ctx,
        ),
      });
    }
    const st = await this.states.verify(raw, ctx);
    if (st.tool !== 'post_adjustment' || st.account !== args.account || st.cents !== args.cents) {
      return { isError: true, content: [{ type: 'text' as const, text: 'state does not match this call' }] };
    }
    if (!acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.yes) {
      return { content: [{ type: 'text' as const, text: 'not posted' }] };
    }
    const out = await this.ledger.call(String(st.ledgerToken), 'POST', '/adjustments', args);
    return { content: [{ type: 'text' as const, text: JSON.stringify(out) }] };
  }

  @McpTool({
    name: 'reverse_entry',
    description: 'Reverse a posted journal entry',
    input: { entryId: z.string(), reason: z.string() },
    destructive: true,
  })
  async reverseEntry(args: { entryId: string; reason: string }, ctx: any) {
    const raw = ctx.mcpReq.requestState();
    if (!raw) {
      return inputRequired({
        inputRequests: { ok: yesNo(`Reverse entry ${args.entryId}? This cannot be undone.`) },
        requestState: await this.states.mint({ tool: 'reverse_entry', step: 'confirm' }, ctx), // expect: require-state-binding
      });
    }
    const st: LedgerStep = await this.states.verify(raw, ctx);
    if (st.tool !== 'reverse_entry' || st.step !== 'confirm') {
      return { isError: true, content: [{ type: 'text' as const, text: 'bad confirmation' }] };
    }
    if (!acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.yes) {
      return { content: [{ type: 'text' as const, text: 'left as is' }] };
    }
    const token = await this.ledger.tenantToken(tenantOf(ctx));
    await this.ledger.call(token, 'POST', `/entries/${args.entryId}/reverse`, { reason: args.reason });
    return { content: [{ type: 'text' as const, text: `entry ${args.entryId} reversed` }] };
  }

  @McpTool({
    name: 'export_journal',
    description: 'Export journal lines for a period, asking which format first',
    input: { period: z.string().regex(/^\d{4}-\d{2}$/) },
  })
  async exportJournal(args: { period: string }, ctx: any) {
    const raw: string | undefined = ctx.mcpReq.requestState();
    if (!raw) {
      return inputRequired({
        inputRequests: {
          fmt: inputRequired.elicit({
            message: 'Which format?',
            requestedSchema: { type: 'object', properties: { fmt: { type: 'string', enum: ['csv', 'json'] } } },
          }),
        },
        requestState: await this.states.mint({ tool: 'export_journal', step: 'format', period: args.period, owner: principalOf(ctx) }, ctx),
      });
    }
    const [, body] = raw.split('.'); // expect: require-sealed-state
    const prior = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p as LedgerStep;
    const fmt = acceptedContent<{ fmt: string }>(ctx.mcpReq.inputResponses, 'fmt')?.fmt ?? 'csv';
    const token = await this.ledger.tenantToken(tenantOf(ctx));
    const lines = await this.ledger.call(token, 'GET', `/journal?period=${prior.period}&format=${fmt}`);
    return { content: [{ type: 'text' as const, text: JSON.stringify(lines) }] };
  }
}
