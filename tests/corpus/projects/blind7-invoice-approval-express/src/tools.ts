import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { ledger } from './ledger.js';
import { packApproval, unpackApproval, readCursor, writeCursor } from './state.js';

type Json = Record<string, unknown>;

export interface ToolCall {
  name: string;
  args: Json;
  auth?: AuthInfo;
  inputResponses?: Record<string, { action?: string; content?: Json }>;
  requestState?: string;
}

export interface ToolDef {
  description: string;
  inputSchema: Json;
  annotations?: Json;
  run(call: ToolCall): Promise<Json>;
}

const text = (t: string, isError = false): Json => ({ content: [{ type: 'text', text: t }], isError });

const needsInput = (inputRequests: Json, requestState: string): Json => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

const userOf = (auth?: AuthInfo): string | undefined => {
  const id = auth?.extra?.userId;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};

export const registry = new Map<string, ToolDef>();

registry.set('approve_invoice', {
  description: 'Approve a pending invoice so it is paid on the next run.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      amount: { type: 'number' },
      payTo: { type: 'string', description: 'IBAN of the payee' },
    },
    required: ['invoiceId', 'amount', 'payTo'],
  },
  annotations: { destructiveHint: true },
  async run({ name, args, auth, inputResponses, requestState }) {
    const userId = userOf(auth);
    if (!userId || !auth) return text('Sign in first.', true);
    const invoiceId = String(args.invoiceId);

    if (!requestState) {
      const invoice = await ledger.getInvoice(invoiceId, auth.token);
      if (invoice.status !== 'pending') return text(`Invoice ${invoiceId} is ${invoice.status}.`, true);
      const sealed = packApproval({ // expect-todo: require-state-binding
        step: 'confirm',
        invoiceId,
        approver: userId,
        tool: name,
        issuedAt: Date.now(),
        ledgerToken: auth.token, // expect: no-secrets-in-state
      });
      return needsInput(
        {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Approve ${invoice.vendor} invoice ${invoice.id} for ${args.amount} ${invoice.currency} to ${args.payTo}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        sealed,
      );
    }

    const st = unpackApproval(requestState);
    if (!st || st.approver !== userId || st.tool !== name || st.invoiceId !== invoiceId) {
      return text('This approval is no longer valid, please start again.', true);
    }
    const answer = inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.approve !== true) return text('Approval cancelled.');
    const updated = await ledger.approve(invoiceId, Number(args.amount), String(args.payTo), st.ledgerToken ?? auth.token);
    return text(`Invoice ${updated.id} is now ${updated.status}.`);
  },
});

registry.set('export_ledger', {
  description: 'Export the ledger of an organisation you belong to.',
  inputSchema: {
    type: 'object',
    properties: { orgId: { type: 'string' }, format: { enum: ['csv', 'json'] } },
    required: ['orgId'],
  },
  async run({ args, auth, inputResponses, requestState }) {
    const userId = userOf(auth);
    if (!userId) return text('Sign in first.', true);

    if (!requestState) {
      const orgs = (auth?.extra?.orgs as string[] | undefined) ?? [];
      const orgId = String(args.orgId);
      if (!orgs.includes(orgId)) return text(`You are not a member of ${orgId}.`, true);
      const cursor = writeCursor({ orgId, format: args.format === 'json' ? 'json' : 'csv', requestedBy: userId });
      return needsInput(
        {
          range: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which period should the export cover?',
              requestedSchema: {
                type: 'object',
                properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
                required: ['from', 'to'],
              },
            },
          },
        },
        cursor, // expect: require-sealed-state
      );
    }

    const cursor = readCursor(requestState); // expect: require-sealed-state
    if (!cursor) return text('Could not resume the export.', true);
    const range = inputResponses?.range?.content as { from: string; to: string } | undefined;
    if (!range) return text('Export cancelled.');
    const out = await ledger.exportOrg(cursor.orgId, cursor.format, range);
    return text(`Exported ${out.rows} rows: ${out.url}`);
  },
});
