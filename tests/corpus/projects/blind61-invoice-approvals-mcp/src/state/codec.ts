import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { APPROVAL_STATE_KEY, APPROVAL_STATE_TTL_SECONDS } from '../config.js';
import { requireUser } from '../principal.js';

export const APPROVE_TOOL = 'approve_invoice';
export const LIST_TOOL = 'list_pending_invoices';

export interface FxQuote {
  from: string;
  to: string;
  rate: string;
  quotedAt: number;
}

export interface ApproveRound {
  tool: typeof APPROVE_TOOL;
  args: { invoiceId: string; amountCents: number };
  quote: FxQuote | null;
  vendorIbanLast4: string;
  hasBankDetails: boolean;
  erpCredentialId: string;
}

export interface ListRound {
  tool: typeof LIST_TOOL;
  vendor: string | null;
  nextPageToken: string;
  shown: number;
}

export type ApprovalState = ApproveRound | ListRound;

/**
 * One codec for every tool of this server. It signs and expires the state and binds it to the user;
 * the tool (and, for approvals, the arguments) travel in the payload and are compared by each handler.
 */
export const approvalCodec = createRequestStateCodec<ApprovalState>({
  key: APPROVAL_STATE_KEY,
  ttlSeconds: APPROVAL_STATE_TTL_SECONDS,
  bind: (ctx) => requireUser(ctx),
});
