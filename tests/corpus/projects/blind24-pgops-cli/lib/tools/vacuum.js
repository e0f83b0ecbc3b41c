'use strict';

const { z } = require('zod');
const { currentRound, elicit, inputRequired } = require('../round-trip');
const { describeConnection, poolFor } = require('../connection');

const TOOL = 'vacuum_bloated';

const BLOAT_SQL = `
  select schemaname, relname, n_dead_tup, n_live_tup,
         round(100.0 * n_dead_tup / greatest(n_live_tup + n_dead_tup, 1), 1) as dead_pct
    from pg_stat_user_tables
   where n_dead_tup > $1
   order by n_dead_tup desc
   limit 20`;

module.exports = function registerVacuum(server, { config, codec }) {
  server.tool(
    TOOL,
    'Find bloated tables and VACUUM (ANALYZE) the ones the user picks.',
    { minDeadTuples: z.number().int().positive().default(10_000) },
    async ({ minDeadTuples }) => {
      const { requestState, inputResponses } = currentRound();

      if (!requestState) {
        const connection = describeConnection(config.database);
        const { rows } = await poolFor(connection.url).query(BLOAT_SQL, [minDeadTuples]);
        if (rows.length === 0) return { content: [{ type: 'text', text: `No table above ${minDeadTuples} dead tuples on ${connection.label}.` }] };

        const candidates = rows.map((r) => `${r.schemaname}.${r.relname}`);
        return inputRequired(
          {
            pick: elicit(`Bloated tables on ${connection.label}:\n${rows.map((r) => `- ${r.schemaname}.${r.relname}: ${r.dead_pct}% dead`).join('\n')}`, {
              tables: { type: 'array', items: { type: 'string', enum: candidates }, title: 'Tables to vacuum' },
            }),
          },
          codec.seal({ // expect: require-state-binding
            tool: TOOL,
            connection, // expect-todo: no-secrets-in-state
            candidates,
          }),
        );
      }

      const state = codec.open(requestState);
      if (!state || state.tool !== TOOL) return { content: [{ type: 'text', text: 'Invalid requestState' }], isError: true };

      const picked = inputResponses.pick?.action === 'accept' ? inputResponses.pick.content?.tables ?? [] : [];
      const tables = picked.filter((t) => state.candidates.includes(t));
      const pool = poolFor(state.connection.url);
      for (const qualified of tables) {
        const [schema, rel] = qualified.split('.');
        await pool.query(`VACUUM (ANALYZE) "${schema.replace(/"/g, '""')}"."${rel.replace(/"/g, '""')}"`);
      }
      return { content: [{ type: 'text', text: tables.length ? `Vacuumed ${tables.join(', ')}` : 'Nothing selected.' }] };
    },
  );
};
