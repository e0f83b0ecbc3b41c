import type { McpServer, ServerContext } from '@modelcontextprotocol/server';
import { registerCancelSubscription } from './tools/cancel-subscription';
import { registerIssueCredit } from './tools/issue-credit';
import { registerListInvoices } from './tools/list-invoices';

export interface Caller {
  userId: string;
  accountId: string;
}

// withMcpAuth already refused anonymous requests; this only narrows the types.
export function callerOf(ctx: ServerContext): Caller {
  const extra = ctx.http?.authInfo?.extra as { userId?: unknown; accountId?: unknown } | undefined;
  if (typeof extra?.userId !== 'string' || typeof extra.accountId !== 'string') {
    throw new Error('billing tools need an authenticated console user');
  }
  return { userId: extra.userId, accountId: extra.accountId };
}

export const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

export const refusal = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

export function registerBillingTools(server: McpServer): void {
  registerListInvoices(server);
  registerCancelSubscription(server);
  registerIssueCredit(server);
}
