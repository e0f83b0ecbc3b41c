// Warehouse tools: stock lookups, adjustments, transfers, cycle counts, receiving and freight booking.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { userOf } from '../state.js';
import { canUseWarehouse } from '../auth.js';
import { normaliseQuote, rankQuotes, quoteTitle } from '../carriers.js';
import { binLabel, sendToPrinter } from '../labels.js';

const VARIANCE_RECOUNT_RATIO = 0.05;

const ok = (value) => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});
const fail = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

function reasonLabel(code) {
  switch (code) {
    case 'damaged':
      return 'Damaged in warehouse';
    case 'expired':
      return 'Past best-before';
    case 'found':
      return 'Found during put-away';
    case 'count':
      return 'Cycle count correction';
    case 'sample':
      return 'Quality sample';
    case 'return':
      return 'Customer return restocked';
    default:
      return 'Other';
  }
}

function zoneRules(zone) {
  switch (zone?.[0]) {
    case 'F':
      return { temperature: 'frozen', maxDwellHours: 2 };
    case 'C':
      return { temperature: 'chilled', maxDwellHours: 4 };
    case 'H':
      return { temperature: 'ambient', hazmat: true, maxDwellHours: 24 };
    case 'B':
      return { temperature: 'ambient', bulk: true, maxDwellHours: 72 };
    default:
      return { temperature: 'ambient', maxDwellHours: 48 };
  }
}

function compatibleZone(product, zone) {
  const rules = zoneRules(zone);
  if (product.hazmatClass && !rules.hazmat) return false;
  if (!product.hazmatClass && rules.hazmat) return false;
  return true;
}

export function registerInventoryTools(server, { config, db, wms, codec }) {
  const { sql } = db;

  const guardWarehouse = (user, warehouse) => {
    if (!canUseWarehouse(user, warehouse)) {
      throw new Error(`You are not assigned to warehouse ${warehouse}.`);
    }
  };

  server.registerTool(
    'find_sku',
    {
      description: 'Search products by SKU prefix or name.',
      inputSchema: z.object({ query: z.string().min(2).max(80), limit: z.number().int().min(1).max(50).default(20) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) => {
      const like = `%${query.replace(/[%_]/g, '')}%`;
      const rows = await sql`
        select sku, name, uom, weight_g from products
         where sku ilike ${query + '%'} or name ilike ${like}
         order by sku limit ${limit}`;
      return ok(rows);
    },
  );

  server.registerTool(
    'stock_level',
    {
      description: 'Show on-hand and reserved stock of a SKU per bin in a warehouse.',
      inputSchema: z.object({ sku: z.string(), warehouse: z.string().optional() }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const user = userOf(ctx);
      const warehouse = args.warehouse ?? config.defaultWarehouse;
      guardWarehouse(user, warehouse);
      const product = await db.product(args.sku);
      if (!product) return fail(`Unknown SKU ${args.sku}.`);
      const bins = await db.stockFor(args.sku, warehouse);
      const onHand = bins.reduce((n, b) => n + b.qty, 0);
      const reserved = bins.reduce((n, b) => n + b.reserved, 0);
      return ok({ sku: product.sku, name: product.name, warehouse, onHand, reserved, available: onHand - reserved, bins });
    },
  );

  server.registerTool(
    'adjust_stock',
    {
      description: 'Adjust stock in one bin up or down with a reason code. Large adjustments need confirmation.',
      inputSchema: z.object({
        sku: z.string(),
        warehouse: z.string(),
        bin: z.string(),
        delta: z.number().int().refine((n) => n !== 0, 'delta must not be zero'),
        reason: z.enum(['damaged', 'expired', 'found', 'count', 'sample', 'return', 'other']),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, args.warehouse);

      const large = Math.abs(args.delta) >= config.largeAdjustmentUnits;
      if (large) {
        const prior = ctx.mcpReq.requestState();
        if (!prior) {
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Adjust ${args.sku} in ${args.warehouse}/${args.bin} by ${args.delta} (${reasonLabel(args.reason)})?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Apply this adjustment' } },
                  required: ['confirm'],
                },
              }),
            },
            requestState: await codec.mint({ // todo-not: require-state-binding
              userId: user.userId,
              tool: 'adjust_stock',
              sku: args.sku,
              warehouse: args.warehouse,
              bin: args.bin,
              delta: args.delta,
            }),
          });
        }
        const same =
          prior.userId === user.userId &&
          prior.tool === 'adjust_stock' &&
          prior.sku === args.sku &&
          prior.warehouse === args.warehouse &&
          prior.bin === args.bin &&
          prior.delta === args.delta;
        if (!same) return fail('This confirmation belongs to a different adjustment.');
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (answer?.confirm !== true) return ok('Adjustment cancelled.');
      }

      const result = await sql.begin(async (tx) => {
        const [row] = await tx`
          update stock s set qty = s.qty + ${args.delta}
            from bins b
           where b.id = s.bin_id and b.code = ${args.bin} and b.warehouse = ${args.warehouse} and s.sku = ${args.sku}
             and s.qty + ${args.delta} >= s.reserved
          returning s.qty`;
        if (!row) return null;
        await db.recordMovement(tx, {
          sku: args.sku,
          warehouse: args.warehouse,
          fromBin: args.delta < 0 ? args.bin : null,
          toBin: args.delta > 0 ? args.bin : null,
          qty: Math.abs(args.delta),
          reason: args.reason,
          actor: user.userId,
        });
        return row;
      });
      if (!result) return fail('Adjustment would drop stock below the reserved quantity, or the bin does not hold this SKU.');
      return ok(`${args.sku} in ${args.bin} is now ${result.qty}.`);
    },
  );

  server.registerTool(
    'transfer_stock',
    {
      description: 'Move stock of a SKU from one warehouse to another; asks which source bin to pick from.',
      inputSchema: z.object({
        sku: z.string(),
        qty: z.number().int().positive(),
        fromWarehouse: z.string(),
        toWarehouse: z.string(),
      }),
    },
    async (args, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, args.fromWarehouse);
      guardWarehouse(user, args.toWarehouse);
      if (args.fromWarehouse === args.toWarehouse) return fail('Source and destination are the same warehouse.');

      const prior = ctx.mcpReq.requestState();
      if (!prior) {
        const bins = (await db.stockFor(args.sku, args.fromWarehouse)).filter((b) => b.qty - b.reserved >= args.qty);
        if (bins.length === 0) return fail(`No single bin in ${args.fromWarehouse} has ${args.qty} free units of ${args.sku}.`);
        if (bins.length > 1) {
          const binCodes = bins.map((b) => b.bin);
          const state = await codec.mint({ sku: args.sku, qty: args.qty, fromWh: args.fromWarehouse, toWh: args.toWarehouse, bins: binCodes }); // expect: require-state-binding
          return inputRequired({
            inputRequests: {
              bin: inputRequired.elicit({
                message: `Pick ${args.qty} × ${args.sku} from which bin in ${args.fromWarehouse}?`,
                requestedSchema: {
                  type: 'object',
                  properties: {
                    bin: { type: 'string', oneOf: bins.map((b) => ({ const: b.bin, title: `${b.bin} (${b.qty - b.reserved} free, zone ${b.zone})` })) },
                  },
                  required: ['bin'],
                },
              }),
            },
            requestState: state,
          });
        }
        return moveBetweenWarehouses(user, args, bins[0].bin);
      }

      if (prior.sku !== args.sku || prior.qty !== args.qty || prior.fromWh !== args.fromWarehouse || prior.toWh !== args.toWarehouse) {
        return fail('The bin choice does not match this transfer.');
      }
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'bin');
      if (!picked?.bin || !prior.bins.includes(picked.bin)) return fail('No valid bin was chosen.');
      return moveBetweenWarehouses(user, args, picked.bin);
    },
  );

  async function moveBetweenWarehouses(user, args, sourceBin) {
    const product = await db.product(args.sku);
    const done = await sql.begin(async (tx) => {
      const [src] = await tx`
        update stock s set qty = s.qty - ${args.qty}
          from bins b
         where b.id = s.bin_id and b.code = ${sourceBin} and b.warehouse = ${args.fromWarehouse}
           and s.sku = ${args.sku} and s.qty - s.reserved >= ${args.qty}
        returning s.qty`;
      if (!src) return false;
      const [inbound] = await tx`
        select code, zone from bins
         where warehouse = ${args.toWarehouse} and purpose = 'inbound'
         order by pick_sequence limit 1`;
      if (!inbound || !compatibleZone(product, inbound.zone)) throw new Error('No compatible inbound bin in destination');
      await tx`
        insert into stock (bin_id, sku, qty, reserved)
        select id, ${args.sku}, ${args.qty}, 0 from bins where code = ${inbound.code} and warehouse = ${args.toWarehouse}
        on conflict (bin_id, sku) do update set qty = stock.qty + excluded.qty`;
      await db.recordMovement(tx, {
        sku: args.sku,
        warehouse: args.fromWarehouse,
        fromBin: sourceBin,
        toBin: `${args.toWarehouse}:${inbound.code}`,
        qty: args.qty,
        reason: 'transfer',
        actor: user.userId,
      });
      return true;
    });
    if (!done) return fail(`Bin ${sourceBin} no longer has ${args.qty} free units.`);
    return ok(`Moved ${args.qty} × ${args.sku} from ${args.fromWarehouse}/${sourceBin} to ${args.toWarehouse}.`);
  }

  server.registerTool(
    'start_cycle_count',
    {
      description: 'Create a cycle count task for every bin in a zone.',
      inputSchema: z.object({ warehouse: z.string(), zone: z.string().regex(/^[A-Z]\d{0,2}$/) }),
    },
    async ({ warehouse, zone }, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, warehouse);
      const [task] = await sql`
        insert into count_tasks (warehouse, zone, created_by, status)
        values (${warehouse}, ${zone}, ${user.userId}, 'open')
        returning id`;
      const inserted = await sql`
        insert into count_lines (task_id, bin_id, sku, system_qty)
        select ${task.id}, s.bin_id, s.sku, s.qty
          from stock s join bins b on b.id = s.bin_id
         where b.warehouse = ${warehouse} and b.zone = ${zone}
        returning id`;
      const bins = inserted.length;
      const rules = zoneRules(zone);
      return ok({ taskId: task.id, bins, temperature: rules.temperature, note: rules.hazmat ? 'Hazmat zone: PPE required.' : undefined });
    },
  );

  server.registerTool(
    'record_count',
    {
      description: 'Record a counted quantity for a bin in a cycle count; large variances need a confirmed recount.',
      inputSchema: z.object({
        taskId: z.number().int(),
        bin: z.string(),
        sku: z.string(),
        counted: z.number().int().min(0),
      }),
    },
    async (args, ctx) => {
      const user = userOf(ctx);
      const [line] = await sql`
        select l.id, l.system_qty, t.warehouse, t.status
          from count_lines l join count_tasks t on t.id = l.task_id join bins b on b.id = l.bin_id
         where l.task_id = ${args.taskId} and b.code = ${args.bin} and l.sku = ${args.sku}`;
      if (!line) return fail('No such count line.');
      guardWarehouse(user, line.warehouse);
      if (line.status !== 'open') return fail('This count task is closed.');

      const variance = args.counted - line.systemQty;
      const ratio = line.systemQty === 0 ? (args.counted === 0 ? 0 : 1) : Math.abs(variance) / line.systemQty;
      if (ratio > VARIANCE_RECOUNT_RATIO) {
        const prior = ctx.mcpReq.requestState();
        if (!prior) {
          return inputRequired({
            inputRequests: {
              recount: inputRequired.elicit({
                message: `System says ${line.systemQty}, you counted ${args.counted} (${variance > 0 ? '+' : ''}${variance}). Recount and confirm.`,
                requestedSchema: {
                  type: 'object',
                  properties: { recounted: { type: 'integer', minimum: 0, title: 'Recounted quantity' } },
                  required: ['recounted'],
                },
              }),
            },
            requestState: await codec.mint({ userId: user.userId, tool: 'record_count', lineId: line.id, counted: args.counted }),
          });
        }
        if (prior.userId !== user.userId || prior.tool !== 'record_count' || prior.lineId !== line.id || prior.counted !== args.counted) {
          return fail('The recount request does not match this line.');
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'recount');
        if (answer?.recounted !== args.counted) return fail('Recount differs from the first count; record the recounted figure instead.');
      }

      await sql`
        update count_lines set counted_qty = ${args.counted}, counted_by = ${user.userId}, counted_at = now()
         where id = ${line.id}`;
      return ok(`Recorded ${args.counted} for ${args.sku} in ${args.bin} (variance ${variance}).`);
    },
  );

  server.registerTool(
    'receive_po',
    {
      description: 'Receive the lines of a purchase order into the inbound bins of a warehouse.',
      inputSchema: z.object({ purchaseOrder: z.string(), warehouse: z.string() }),
    },
    async ({ purchaseOrder, warehouse }, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, warehouse);
      const po = await wms.purchaseOrder(user.token, purchaseOrder);
      if (!po || po.status === 'received') return fail(`Purchase order ${purchaseOrder} is not open.`);
      if (po.warehouse !== warehouse) return fail(`PO ${purchaseOrder} is destined for ${po.warehouse}.`);
      const received = await sql.begin(async (tx) => {
        const [inbound] = await tx`select id, code from bins where warehouse = ${warehouse} and purpose = 'inbound' order by pick_sequence limit 1`;
        let lines = 0;
        for (const l of po.lines) {
          await tx`
            insert into stock (bin_id, sku, qty, reserved) values (${inbound.id}, ${l.sku}, ${l.qty_ordered}, 0)
            on conflict (bin_id, sku) do update set qty = stock.qty + excluded.qty`;
          await db.recordMovement(tx, {
            sku: l.sku,
            warehouse,
            fromBin: null,
            toBin: inbound.code,
            qty: l.qty_ordered,
            reason: `po:${purchaseOrder}`,
            actor: user.userId,
          });
          lines += 1;
        }
        return lines;
      });
      return ok(`Received ${received} lines of ${purchaseOrder} into ${warehouse}.`);
    },
  );

  server.registerTool(
    'list_open_orders',
    {
      description: 'List open outbound orders for a warehouse, oldest first.',
      inputSchema: z.object({ warehouse: z.string(), limit: z.number().int().min(1).max(100).default(25) }),
      annotations: { readOnlyHint: true },
    },
    async ({ warehouse, limit }, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, warehouse);
      const orders = await wms.openOrders(user.token, warehouse, limit);
      return ok(
        (orders.items ?? []).map((o) => ({
          id: o.id,
          customer: o.customer_name,
          lines: o.line_count,
          promised: o.promised_date,
          shipmentId: o.shipment_id,
        })),
      );
    },
  );

  server.registerTool(
    'book_freight',
    {
      description: 'Get carrier quotes for a shipment and book the one the user picks.',
      inputSchema: z.object({ shipmentId: z.string() }),
    },
    async ({ shipmentId }, ctx) => {
      const user = userOf(ctx);
      const prior = ctx.mcpReq.requestState();

      if (prior) {
        if (prior.userId !== user.userId || prior.tool !== 'book_freight' || prior.shipmentId !== shipmentId) {
          return fail('This quote selection belongs to another request.');
        }
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'quote');
        if (!choice?.quoteId || !prior.quoteIds.includes(choice.quoteId)) return fail('No quote was selected.');
        const booking = await wms.book(prior.accessToken, shipmentId, choice.quoteId);
        return ok({ shipmentId, carrier: booking.carrier, trackingNumber: booking.tracking_number, labelUrl: booking.label_url });
      }

      const shipment = await wms.shipment(user.token, shipmentId);
      if (!shipment) return fail('Shipment not found.');
      guardWarehouse(user, shipment.warehouse);
      if (shipment.status !== 'packed') return fail(`Shipment is ${shipment.status}; only packed shipments can be booked.`);
      const raw = await wms.quotes(user.token, shipmentId, config.carriers);
      const quotes = rankQuotes((raw.quotes ?? []).map(normaliseQuote)).slice(0, 6);
      if (quotes.length === 0) return fail('No carrier returned a quote.');

      const state = await codec.mint({
        userId: user.userId,
        tool: 'book_freight',
        shipmentId,
        quoteIds: quotes.map((q) => q.id),
        accessToken: user.token, // expect: no-secrets-in-state
      });
      return inputRequired({
        inputRequests: {
          quote: inputRequired.elicit({
            message: `Book shipment ${shipmentId} (${shipment.parcels} parcels, ${(shipment.weight_g / 1000).toFixed(1)} kg) with which carrier?`,
            requestedSchema: {
              type: 'object',
              properties: { quoteId: { type: 'string', oneOf: quotes.map((q) => ({ const: q.id, title: quoteTitle(q) })) } },
              required: ['quoteId'],
            },
          }),
        },
        requestState: state,
      });
    },
  );

  server.registerTool(
    'print_bin_label',
    {
      description: 'Print a barcode label for a bin on the warehouse label printer.',
      inputSchema: z.object({ warehouse: z.string(), bin: z.string() }),
    },
    async ({ warehouse, bin }, ctx) => {
      const user = userOf(ctx);
      guardWarehouse(user, warehouse);
      const [row] = await sql`select code, zone from bins where warehouse = ${warehouse} and code = ${bin}`;
      if (!row) return fail('Unknown bin.');
      const zpl = binLabel({ warehouse, bin: row.code, zone: row.zone });
      const result = await sendToPrinter(config.labelPrinterUrl, zpl);
      return ok(result.printed ? `Label for ${bin} sent to printer.` : { printed: false, zpl });
    },
  );
}
