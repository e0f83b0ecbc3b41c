// Order, return (RMA) and refund queries against the storefront Postgres database, through knex.
import knexFactory from 'knex';
import config from './config.js';

var knex = knexFactory({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 8 } });

var orders = {};

orders.find = function (orderId) {
  return knex('orders')
    .where({ id: orderId })
    .first('id', 'store_id', 'number', 'status', 'total_cents', 'refunded_cents', 'payment_ref', 'placed_at');
};

orders.lines = function (orderId) {
  return knex('order_lines').where({ order_id: orderId }).select('id', 'sku', 'title', 'quantity', 'unit_cents');
};

orders.createRma = function (orderId, agent, lineIds, reason, condition) {
  return knex.transaction(function (trx) {
    return trx('rmas')
      .insert({ order_id: orderId, opened_by: agent, reason: reason, item_condition: condition, status: 'open' })
      .returning('id')
      .then(function (rows) {
        var rmaId = rows[0].id;
        return trx('rma_lines')
          .insert(lineIds.map(function (lineId) { return { rma_id: rmaId, order_line_id: lineId }; }))
          .then(function () { return rmaId; });
      });
  });
};

orders.recordRefund = function (orderId, agent, amountCents, refundRef, reason) {
  return knex.transaction(function (trx) {
    return trx('refunds')
      .insert({ order_id: orderId, issued_by: agent, amount_cents: amountCents, refund_ref: refundRef, reason: reason, status: 'pending' })
      .then(function () {
        return trx('orders').where({ id: orderId }).increment('refunded_cents', amountCents);
      });
  });
};

orders.markRefundSettled = function (refundRef, status) {
  return knex('refunds').where({ refund_ref: refundRef }).update({ status: status, settled_at: knex.fn.now() });
};

export default orders;
