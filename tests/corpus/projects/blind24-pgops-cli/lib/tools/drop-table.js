'use strict';

const { z } = require('zod');
const { currentRound, elicit, inputRequired } = require('../round-trip');

const TOOL = 'drop_table';
const ident = (name) => `"${String(name).replace(/"/g, '""')}"`;
const fail = (text) => ({ content: [{ type: 'text', text }], isError: true });
const ok = (text) => ({ content: [{ type: 'text', text }] });

module.exports = function registerDropTable(server, { config, codec, pool }) {
  server.tool(
    TOOL,
    'Drop a table. The user must type the table name to confirm.',
    {
      schema: z.string().default('public'),
      table: z.string().min(1),
      cascade: z.boolean().default(false),
    },
    { destructiveHint: true, idempotentHint: false },
    async ({ schema, table, cascade }) => {
      if (config.safety.protectedSchemas.includes(schema)) return fail(`Schema ${schema} is protected`);

      const { requestState, inputResponses } = currentRound();

      if (!requestState) {
        if (!config.safety.confirmDestructive) {
          await pool.query(`DROP TABLE ${ident(schema)}.${ident(table)}${cascade ? ' CASCADE' : ''}`);
          return ok(`Dropped ${schema}.${table}`);
        }
        const { rows } = await pool.query(
          `select pg_size_pretty(pg_total_relation_size(c.oid)) as size, c.reltuples::bigint as approx_rows
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = $1 and c.relname = $2 and c.relkind = 'r'`,
          [schema, table],
        );
        if (rows.length === 0) return fail(`No table ${schema}.${table}`);
        const { size, approx_rows: approxRows } = rows[0];
        return inputRequired(
          {
            confirm: elicit(`Drop ${schema}.${table} (${size}, ~${approxRows} rows${cascade ? ', CASCADE' : ''})? Type the table name to confirm.`, {
              confirm: { type: 'string', title: 'Table name' },
            }),
          },
          codec.seal({ tool: TOOL, schema, table, cascade }), // expect: require-state-binding
        );
      }

      const state = codec.open(requestState);
      if (!state || state.tool !== TOOL || state.schema !== schema || state.table !== table || state.cascade !== cascade) {
        return fail('Invalid or expired requestState');
      }
      const answer = inputResponses.confirm;
      if (answer?.action !== 'accept' || answer.content?.confirm !== table) return ok('Nothing dropped.');

      await pool.query(`DROP TABLE ${ident(schema)}.${ident(table)}${cascade ? ' CASCADE' : ''}`);
      return ok(`Dropped ${schema}.${table}`);
    },
  );
};
