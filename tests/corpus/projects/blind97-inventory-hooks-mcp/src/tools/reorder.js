// Reorder tool: quotes a purchase order on the supplier portal and submits it once confirmed.
import { findSku, pool } from '../db.js';
import { config } from '../config.js';
import { elicit } from '../middleware/compose.js';
import { hashArgs, sameArgs } from '../lib/argsDigest.js';

async function portal(path, body, login) {
  const res = await fetch(`${config.supplierPortalUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });
  if (res.status === 401) throw new Error('The supplier portal rejected those credentials.');
  if (!res.ok) throw new Error(`Supplier portal ${path} answered ${res.status}`);
  return res.json();
}

export default {
  name: 'reorder_sku',
  description: 'Create a purchase order for a SKU with its supplier, using your supplier portal login.',
  scope: 'inventory:purchase',
  destructive: true,
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string', pattern: '^[A-Z0-9-]{4,32}$' },
      quantity: { type: 'integer', minimum: 1, maximum: 50000 },
      warehouse: { type: 'string', minLength: 2, maxLength: 8 },
    },
    required: ['sku', 'quantity', 'warehouse'],
  },
  async run(ctx) {
    const { sku, quantity, warehouse } = ctx.args;
    if (!ctx.user.warehouses.includes(warehouse)) return ctx.fail(`You have no access to warehouse ${warehouse}.`);
    const item = await findSku(sku);
    if (!item) return ctx.fail(`Unknown SKU ${sku}`);

    const responses = ctx.inputResponses;
    for (const key of ['portal_login', 'confirm_order']) {
      if (responses[key] && responses[key].action !== 'accept') return ctx.ok('Reorder cancelled.');
    }

    if (ctx.state?.step === 'confirm') {
      if (!sameArgs(ctx.state, ctx.args)) return ctx.fail('The order changed since it was quoted; start again.');
      if (responses.confirm_order?.content?.confirm !== true) return ctx.ok('Reorder cancelled.');
      const order = await portal('/purchase-orders', { quoteId: ctx.state.quoteId, reference: `INV-${warehouse}-${Date.now()}` }, {
        username: ctx.state.portalUser,
        password: ctx.state.portalPassword,
      });
      await pool.execute(
        `INSERT INTO purchase_orders (po_number, sku, quantity, warehouse_code, supplier_code, total_cents, created_by)
         VALUES (:po, :sku, :quantity, :warehouse, :supplier, :total, :user)`,
        { po: order.poNumber, sku, quantity, warehouse, supplier: item.supplier_code, total: order.totalCents, user: ctx.user.id },
      );
      return ctx.ok(`Purchase order ${order.poNumber} placed for ${quantity} × ${sku}.`);
    }

    const login = responses.portal_login?.content;
    if (!login?.username || !login?.password) {
      return ctx.inputRequired({
        portal_login: elicit(`Sign in to the ${item.supplier_code} supplier portal to quote this order.`, {
          username: { type: 'string', title: 'Portal user' },
          password: { type: 'string', title: 'Portal password' },
        }),
      });
    }

    const quote = await portal('/quotes', { supplierSku: `${item.supplier_code}:${sku}`, quantity, shipTo: warehouse }, login);
    return ctx.inputRequired(
      {
        confirm_order: elicit(
          `${item.supplier_code} quotes ${quantity} × ${sku} at ${(quote.totalCents / 100).toFixed(2)} ${quote.currency}, delivery ${quote.eta}. Place the order?`,
          { confirm: { type: 'boolean', title: 'Place purchase order' } },
        ),
      },
      ctx.seal({
        step: 'confirm',
        argsDigest: hashArgs(ctx.args),
        quoteId: quote.id,
        portalUser: login.username,
        portalPassword: login.password, // expect-todo: no-secrets-in-state
      }),
    );
  },
};
