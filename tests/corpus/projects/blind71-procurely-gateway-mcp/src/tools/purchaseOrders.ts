// Purchase-order tools: create_purchase_order (draft) and approve_purchase_order, which releases it to the ERP.
// @ts-nocheck
import { query } from '../db.js';
import { releasePurchaseOrder } from '../erp.js';
import { open, seal } from '../sealedState.js';
import { getErpConnection } from '../tenants.js';
import { askForm, accepted, fail, incomingState, money, ok, type ToolContext } from './common.js';

const CREATE = 'create_purchase_order';
const APPROVE = 'approve_purchase_order';
const STATE_API_VERSION = '2025-11-01';

export const definitions = [
  {
    name: CREATE,
    description: 'Create a draft purchase order for an approved vendor.',
    inputSchema: {
      type: 'object',
      properties: {
        vendorCode: { type: 'string' },
        lines: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 }, unitPriceCents: { type: 'integer', minimum: 0 } },
            required: ['sku', 'quantity', 'unitPriceCents'],
          },
        },
      },
      required: ['vendorCode', 'lines'],
    },
  },
  {
    name: APPROVE,
    description: 'Approve a purchase order and release it to the ERP. Cannot be undone from here.',
    inputSchema: { type: 'object', properties: { poNumber: { type: 'string' } }, required: ['poNumber'] },
    annotations: { destructiveHint: true },
  },
];

async function createPurchaseOrder(args, ctx: ToolContext) {
  if (ctx.org.status !== 'active') return fail(`Organisation is ${ctx.org.status}; new orders are blocked.`);
  const [vendor] = await query('SELECT code, name FROM vendors WHERE tenant_id = $1 AND code = $2 AND approved', [ctx.tenantId, args.vendorCode]);
  if (!vendor) return fail('Unknown or unapproved vendor.');
  const total = args.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const [po] = await query(
    `INSERT INTO purchase_orders (tenant_id, vendor_code, lines, amount_cents, currency, status, created_by)
     VALUES ($1, $2, $3, $4, $5, 'pending_approval', $6) RETURNING number`,
    [ctx.tenantId, vendor.code, JSON.stringify(args.lines), total, ctx.org.currency, ctx.userId],
  );
  return ok(`Draft ${po.number} for ${vendor.name}: ${money(total, ctx.org.currency)}. Ask an approver to run ${APPROVE}.`);
}

async function approvePurchaseOrder(args, ctx: ToolContext) {
  const binding = { tenantId: ctx.tenantId, userId: ctx.userId, tool: APPROVE };
  const [po] = await query(
    `SELECT number, vendor_code, amount_cents, currency, status, revision, created_by
       FROM purchase_orders WHERE tenant_id = $1 AND number = $2`,
    [ctx.tenantId, args.poNumber],
  );
  if (!po) return fail(`Purchase order ${args.poNumber} not found.`);
  if (po.status !== 'pending_approval') return fail(`${po.number} is ${po.status}.`);
  if (po.created_by === ctx.userId) return fail('You cannot approve your own purchase order.');
  const [limit] = await query('SELECT approval_limit_cents FROM approvers WHERE tenant_id = $1 AND user_id = $2', [ctx.tenantId, ctx.userId]);
  if (!limit || Number(limit.approval_limit_cents) < Number(po.amount_cents)) return fail('This order is above your approval limit.');

  const raw = incomingState(ctx.params);
  if (raw === undefined) {
    const requestState = seal(binding, {
      apiVersion: STATE_API_VERSION,
      poNumber: po.number,
      amountCents: Number(po.amount_cents),
      revision: po.revision,
    });
    return askForm(
      'approval',
      `Release ${po.number} to vendor ${po.vendor_code} for ${money(Number(po.amount_cents), po.currency)}?`,
      { approve: { type: 'boolean' }, note: { type: 'string', maxLength: 200 } },
      ['approve'],
      requestState,
    );
  }

  const state = open<{ apiVersion: string; poNumber: string; amountCents: number; revision: number }>(binding, raw);
  if (!state) return fail('The approval prompt expired or was altered. Run the tool again.');
  if (state.apiVersion !== STATE_API_VERSION) return fail('The approval prompt is from an older version. Run the tool again.');
  if (state.poNumber !== args.poNumber || state.poNumber !== po.number) return fail('The approval was for another order.');
  if (state.amountCents !== Number(po.amount_cents) || state.revision !== po.revision) {
    return fail(`${po.number} changed after you were asked. Review it again.`);
  }
  const answer = accepted(ctx.params, 'approval');
  if (!answer?.approve) return ok('Not approved.');

  const erp = await getErpConnection(ctx.tenantId);
  if (!erp) return fail('No ERP connection is configured for this organisation.');
  const released = await releasePurchaseOrder(ctx.tenantId, erp, {
    number: po.number,
    vendorCode: po.vendor_code,
    amountCents: Number(po.amount_cents),
    currency: po.currency,
    approvedBy: ctx.userId,
  });
  await query(
    `UPDATE purchase_orders SET status = 'released', approved_by = $1, approved_at = now(), approval_note = $2, erp_document = $3
      WHERE tenant_id = $4 AND number = $5 AND revision = $6`,
    [ctx.userId, answer.note ?? null, released.documentId, ctx.tenantId, po.number, po.revision],
  );
  return ok(`${po.number} approved and released (ERP document ${released.documentId}).`);
}

export const handlers = { [CREATE]: createPurchaseOrder, [APPROVE]: approvePurchaseOrder };
