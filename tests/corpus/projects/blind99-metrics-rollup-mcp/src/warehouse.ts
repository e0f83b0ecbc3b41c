// ClickHouse queries (scan estimates, series pages, partitions) and submission of rollups to the job scheduler.
// @ts-nocheck
import { createClient } from '@clickhouse/client';
import { config } from './config.js';

const ch = createClient({
  url: config.clickhouse.url,
  username: config.clickhouse.username,
  password: config.clickhouse.password,
  database: config.clickhouse.database,
  request_timeout: 120_000,
  compression: { response: true },
});

const ROLLUP_TABLES = new Set(['rollup_1m', 'rollup_1h', 'rollup_1d']);

export function assertRollupTable(table: string) {
  if (!ROLLUP_TABLES.has(table)) throw new Error(`Unknown rollup table ${table}`);
  return table;
}

export async function estimateScan(metric: string, from: string, to: string) {
  const rs = await ch.query({
    query: `EXPLAIN ESTIMATE SELECT count() FROM samples WHERE metric = {metric:String} AND ts >= {from:DateTime64(3)} AND ts < {to:DateTime64(3)}`,
    query_params: { metric, from, to },
    format: 'JSONEachRow',
  });
  const rows = await rs.json();
  return rows.reduce((acc, r) => ({ rows: acc.rows + Number(r.rows), bytes: acc.bytes + Number(r.marks) * 8192 }), { rows: 0, bytes: 0 });
}

export async function querySeriesPage(q: { metric: string; from: string; to: string; stepSeconds: number }, offset: number, limit: number) {
  const rs = await ch.query({
    query: `SELECT toUnixTimestamp(toStartOfInterval(ts, toIntervalSecond({step:UInt32}))) AS t,
                   min(value) AS min, max(value) AS max, sum(value) AS sum, count() AS n
              FROM samples
             WHERE metric = {metric:String} AND ts >= {from:DateTime64(3)} AND ts < {to:DateTime64(3)}
             GROUP BY t ORDER BY t
             LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
    query_params: { metric: q.metric, from: q.from, to: q.to, step: q.stepSeconds, limit, offset },
    format: 'JSONEachRow',
  });
  return rs.json();
}

export async function listPartitions(table: string, before: string) {
  const rs = await ch.query({
    query: `SELECT partition, sum(rows) AS rows, sum(bytes_on_disk) AS bytes, max(max_date) AS last_day
              FROM system.parts
             WHERE database = {db:String} AND table = {table:String} AND active AND max_date < {before:Date}
             GROUP BY partition ORDER BY partition`,
    query_params: { db: config.clickhouse.database, table: assertRollupTable(table), before },
    format: 'JSONEachRow',
  });
  return rs.json();
}

export async function dropPartition(table: string, partition: string) {
  if (!/^\d{6,8}$/.test(partition)) throw new Error(`Refusing odd partition id ${partition}`);
  await ch.command({ query: `ALTER TABLE ${assertRollupTable(table)} DROP PARTITION ID '${partition}'` });
}

export async function readRollupResult(resultTable: string, limit = 1000) {
  if (!/^rollup_result_[a-f0-9]{32}$/.test(resultTable)) throw new Error('unrecognised result table name');
  const rs = await ch.query({ query: `SELECT * FROM ${resultTable} ORDER BY 1 LIMIT {limit:UInt32}`, query_params: { limit }, format: 'JSONEachRow' });
  return rs.json();
}

export async function submitRollup(spec: { queryId: string; resultTable: string; metric: string; from: string; to: string; groupBy: string[] }) {
  const res = await fetch(`${process.env.SCHEDULER_URL ?? 'http://scheduler.internal:9400'}/v1/rollups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-version': config.apiVersion },
    body: JSON.stringify({ ...spec, callback: '/hooks/scheduler' }),
  });
  if (!res.ok) throw new Error(`scheduler refused the rollup: HTTP ${res.status}`);
  return res.json();
}
