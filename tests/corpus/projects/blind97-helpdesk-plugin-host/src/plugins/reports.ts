// Reports plugin: exports a team's tickets as CSV, asking which team and confirming large exports.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { HelpdeskPlugin } from '../pluginHost.js';

const COLUMNS = ['number', 'subject', 'status', 'priority', 'requester_email', 'created_at', 'closed_at'];

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = value instanceof Date ? value.toISOString() : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const plugin: HelpdeskPlugin = {
  name: 'reports',
  version: '2.1.0',
  setup(api) {
    async function teamNames(ids: string[]) {
      const { rows } = await api.db.query('SELECT id, name FROM teams WHERE id = ANY($1) ORDER BY name', [ids]);
      return rows;
    }

    api.tool(
      'export_team_tickets',
      {
        description: 'Export the tickets of one of your teams created since a date, as CSV.',
        input: z.object({ since: z.string().date(), includeClosed: z.boolean().default(true) }),
        annotations: { readOnlyHint: true },
      },
      async (args, ctx) => {
        const myTeams: string[] = ctx.http?.authInfo?.extra?.teamIds ?? [];
        const raw = ctx.mcpReq.requestState();
        const progress = raw ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : {}; // expect: require-sealed-state

        let teamId: string | undefined = progress.teamId;
        if (!teamId) {
          const picked = acceptedContent(ctx.mcpReq.inputResponses, 'team');
          if (picked?.teamId && myTeams.includes(picked.teamId)) teamId = picked.teamId;
        }
        if (!teamId) {
          const teams = await teamNames(myTeams);
          if (teams.length === 0) return { isError: true, content: [{ type: 'text', text: 'You are not a member of any team.' }] };
          return inputRequired({
            inputRequests: {
              team: inputRequired.elicit({
                message: 'Which team should be exported?',
                requestedSchema: {
                  type: 'object',
                  properties: { teamId: { type: 'string', oneOf: teams.map((t) => ({ const: t.id, title: t.name })) } },
                  required: ['teamId'],
                },
              }),
            },
          });
        }

        const filter = `team_id = $1 AND created_at >= $2 AND ($3 OR status <> 'closed')`;
        const params = [teamId, args.since, args.includeClosed];
        const { rows: [{ count }] } = await api.db.query(`SELECT count(*)::int AS count FROM tickets WHERE ${filter}`, params);

        const go = acceptedContent(ctx.mcpReq.inputResponses, 'large_export');
        if (count > api.config.largeExportThreshold && go?.proceed !== true) {
          return inputRequired({
            inputRequests: {
              large_export: inputRequired.elicit({
                message: `This export has ${count} tickets and may take a while. Continue?`,
                requestedSchema: {
                  type: 'object',
                  properties: { proceed: { type: 'boolean' } },
                  required: ['proceed'],
                },
              }),
            },
            requestState: Buffer.from(JSON.stringify({ teamId, count })).toString('base64url'), // expect: require-sealed-state
          });
        }

        const { rows } = await api.db.query(
          `SELECT ${COLUMNS.join(', ')} FROM tickets WHERE ${filter} ORDER BY created_at`,
          params,
        );
        const csv = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(','))].join('\n');
        return {
          content: [
            { type: 'text', text: `Exported ${rows.length} tickets.` },
            { type: 'resource', resource: { uri: `helpdesk://exports/${teamId}/${args.since}.csv`, mimeType: 'text/csv', text: csv } },
          ],
        };
      },
    );
  },
};

export default plugin;
