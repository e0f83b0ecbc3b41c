// Postgres queries for tickets, escalations and merges.
'use strict';
const { Pool } = require('pg');
const config = require('./config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });

async function searchTickets(team, text, status) {
  const { rows } = await pool.query(
    `select id, subject, status, priority, tier, requester_email, updated_at
       from tickets
      where team = $1 and ($3::text is null or status = $3)
        and to_tsvector('english', subject || ' ' || body) @@ plainto_tsquery('english', $2)
      order by updated_at desc limit 25`,
    [team, text, status || null],
  );
  return rows;
}

async function ticketById(id) {
  const { rows } = await pool.query('select id, team, subject, status, tier, version, order_id from tickets where id = $1', [id]);
  return rows[0];
}

async function escalate(id, tier, note, agent, version) {
  const { rowCount } = await pool.query(
    'update tickets set tier = $2, version = version + 1, updated_at = now() where id = $1 and version = $3',
    [id, tier, version],
  );
  if (rowCount === 1) {
    await pool.query('insert into ticket_events (ticket_id, kind, note, actor) values ($1, $2, $3, $4)', [id, `escalated:${tier}`, note, agent]);
  }
  return rowCount === 1;
}

async function mergeTickets(sourceId, targetId, agent) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('update ticket_messages set ticket_id = $2 where ticket_id = $1', [sourceId, targetId]);
    await client.query(`update tickets set status = 'merged', merged_into = $2 where id = $1`, [sourceId, targetId]);
    await client.query('insert into ticket_events (ticket_id, kind, note, actor) values ($1, $2, $3, $4)', [targetId, 'merged', sourceId, agent]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

async function exportRows(team, ids) {
  const { rows } = await pool.query(
    'select id, subject, status, priority, tier, created_at, updated_at from tickets where team = $1 and id = any($2)',
    [team, ids],
  );
  return rows;
}

async function saveExport(team, ids, agent) {
  const { rows } = await pool.query(
    'insert into ticket_exports (team, ticket_ids, created_by) values ($1, $2, $3) returning id',
    [team, ids, agent],
  );
  return rows[0].id;
}

async function exportById(id) {
  const { rows } = await pool.query('select id, team, ticket_ids from ticket_exports where id = $1', [id]);
  return rows[0];
}

async function noteRefund(ticketId, refundId, status) {
  await pool.query('insert into ticket_events (ticket_id, kind, note, actor) values ($1, $2, $3, $4)', [ticketId, `refund:${status}`, refundId, 'payments']);
}

module.exports = { searchTickets, ticketById, escalate, mergeTickets, exportRows, saveExport, exportById, noteRefund };
