// Stock tools: look up levels across warehouses and move units between warehouses.
import { pool, stockLevel, findSku, inTransaction } from '../db.js';
import { elicit } from '../middleware/compose.js';
import { hashArgs } from '../lib/argsDigest.js';

async function moveUnits(ctx, { sku, from, to, quantity }) {
  const moved = await inTransaction(async (conn) => {
    const [res] = await conn.execute(
      `UPDATE stock SET on_hand = on_hand - :quantity
        WHERE sku = :sku AND warehouse_code = :from AND on_hand - reserved >= :quantity`,
      { sku, from, quantity },
    );
    if (res.affectedRows !== 1) return false;
    await conn.execute(
      `INSERT INTO stock (sku, warehouse_code, on_hand, reserved) VALUES (:sku, :to, :quantity, 0)
       ON DUPLICATE KEY UPDATE on_hand = on_hand + :quantity`,
      { sku, to, quantity },
    );
    await conn.execute(
      `INSERT INTO stock_movements (sku, from_code, to_code, quantity, moved_by) VALUES (:sku, :from, :to, :quantity, :user)`,
      { sku, from, to, quantity, user: ctx.user.id },
    );
    return true;
  });
  return moved
    ? ctx.ok(`Moved ${quantity} × ${sku} from ${from} to ${to}.`)
    : ctx.fail(`Not enough free stock of ${sku} in ${from}.`);
}

export default [
  {
    name: 'get_stock',
    description: 'Show on-hand and reserved units of a SKU in every warehouse you can see.',
    scope: 'inventory:read',
    inputSchema: {
      type: 'object',
      properties: { sku: { type: 'string', pattern: '^[A-Z0-9-]{4,32}$' } },
      required: ['sku'],
    },
    async run(ctx) {
      const item = await findSku(ctx.args.sku);
      if (!item) return ctx.fail(`Unknown SKU ${ctx.args.sku}`);
      const [rows] = await pool.execute(
        'SELECT warehouse_code, on_hand, reserved FROM stock WHERE sku = :sku ORDER BY warehouse_code',
        { sku: item.sku },
      );
      const visible = rows.filter((r) => ctx.user.warehouses.includes(r.warehouse_code));
      return ctx.ok(JSON.stringify({ sku: item.sku, description: item.description, levels: visible }, null, 2));
    },
  },
  {
    name: 'transfer_stock',
    description: 'Move units of a SKU from one warehouse to another after you confirm.',
    scope: 'inventory:write',
    destructive: true,
    inputSchema: {
      type: 'object',
      properties: {
        sku: { type: 'string', pattern: '^[A-Z0-9-]{4,32}$' },
        from: { type: 'string', minLength: 2, maxLength: 8 },
        to: { type: 'string', minLength: 2, maxLength: 8 },
        quantity: { type: 'integer', minimum: 1, maximum: 100000 },
      },
      required: ['sku', 'from', 'to', 'quantity'],
    },
    async run(ctx) {
      const { sku, from, to, quantity } = ctx.args;
      for (const code of [from, to]) {
        if (!ctx.user.warehouses.includes(code)) return ctx.fail(`You have no access to warehouse ${code}.`);
      }
      if (from === to) return ctx.fail('Source and destination are the same warehouse.');

      const answer = ctx.inputResponses.confirm_transfer;
      if (answer && answer.action !== 'accept') return ctx.ok('Transfer cancelled.');
      if (ctx.state?.step === 'confirm' && answer?.content?.confirm === true) return moveUnits(ctx, ctx.args); // expect-todo: require-state-binding

      const free = await stockLevel(sku, from);
      if (free < quantity) return ctx.fail(`Only ${free} free units of ${sku} in ${from}.`);
      return ctx.inputRequired(
        {
          confirm_transfer: elicit(`Move ${quantity} × ${sku} from ${from} to ${to}? ${free} units are free in ${from}.`, {
            confirm: { type: 'boolean', title: 'Move the stock' },
          }),
        },
        ctx.seal({ step: 'confirm', argsDigest: hashArgs(ctx.args) }),
      );
    },
  },
];
