import { encodeCursor, decodeCursor } from '../lib/cursor.js';
import { signDownloadPath } from '../lib/download-links.js';
import { vault } from '../lib/vault-client.js';

export const auditTool = {
  name: 'export_audit',
  description: "Export a team's credential audit trail (who rotated, read or revoked what) as CSV.",
  inputSchema: {
    type: 'object',
    properties: { team: { type: 'string', description: 'team slug' } },
    required: ['team'],
  },
  annotations: { readOnlyHint: true },
};

const PERIODS = [7, 30, 90];

export async function exportAudit(params, extra) {
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };

  if (!params.requestState) {
    const team = await vault.team(params.arguments?.team);
    if (!team || !team.members.includes(userId)) {
      return { isError: true, content: [{ type: 'text', text: 'You are not a member of that team.' }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: {
        period: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Export the audit trail of ${team.name} for how many days?`,
            requestedSchema: {
              type: 'object',
              properties: { days: { type: 'integer', enum: PERIODS } },
              required: ['days'],
            },
          },
        },
      },
      requestState: encodeCursor({ teamId: team.id, by: userId }), // expect: require-sealed-state
    };
  }

  const { teamId } = decodeCursor(params.requestState); // expect: require-sealed-state
  const picked = params.inputResponses?.period?.content?.days;
  const days = PERIODS.includes(picked) ? picked : 30;
  const file = await vault.exportAudit(teamId, { days });
  const base = process.env.ROTATOR_PUBLIC_URL ?? 'http://localhost:7410';
  return {
    content: [{ type: 'text', text: `Audit export (${days} days, ${file.rows} rows): ${base}${signDownloadPath(`/exports/${file.name}`)}` }],
  };
}
