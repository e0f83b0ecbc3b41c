import { randomBytes, createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { openRoundTrip, sealRoundTrip } from '@atlas/security/sealed-state';

type Content = { type: 'text'; text: string };
type ToolResult = { content: Content[]; isError?: boolean };
type InputResponses = Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: InputResponses;
  requestState?: string;
}

const say = (text: string, isError = false): ToolResult => ({ content: [{ type: 'text', text }], ...(isError && { isError }) });

function confirmRequest(message: string, requestedSchema: Record<string, unknown>) {
  return { confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema } } };
}

export const ADMIN_TOOLS = [
  {
    name: 'delete_workspace',
    description: 'Permanently delete a workspace and all its notes. The owner must type the workspace name.',
    inputSchema: { type: 'object', properties: { workspaceId: { type: 'string' } }, required: ['workspaceId'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'rotate_api_key',
    description: 'Replace a workspace API key with a new one. The old key stops working immediately.',
    inputSchema: { type: 'object', properties: { apiKeyId: { type: 'string' } }, required: ['apiKeyId'] },
    annotations: { destructiveHint: true },
  },
] as const;

export function adminTools(db: Pool) {
  async function deleteWorkspace(params: CallParams, userId: string): Promise<object> {
    const args = { workspaceId: String(params.arguments?.workspaceId ?? '') };
    const binding = { userId, tool: 'delete_workspace', args };

    const { rows } = await db.query<{ name: string; owner_id: string; notes: number }>(
      'select w.name, w.owner_id, count(n.id)::int as notes from workspaces w left join notes n on n.workspace_id = w.id where w.id = $1 group by w.id',
      [args.workspaceId],
    );
    const ws = rows[0];
    if (!ws) return say('No such workspace.', true);
    if (ws.owner_id !== userId) return say('Only the owner can delete a workspace.', true);

    if (params.requestState === undefined) {
      return {
        resultType: 'input_required',
        inputRequests: confirmRequest(`This deletes “${ws.name}” and its ${ws.notes} notes for good. Type the workspace name to confirm.`, {
          type: 'object',
          properties: { name: { type: 'string' } },
          required: ['name'],
        }),
        requestState: sealRoundTrip({ step: 'confirm-name', notes: ws.notes }, binding),
      };
    }

    const opened = openRoundTrip<{ step: string; notes: number }>(params.requestState, binding);
    if (!opened.ok) return say(`Confirmation refused (${opened.reason}). Ask again.`, true);

    const typed = params.inputResponses?.confirm?.content?.name;
    if (params.inputResponses?.confirm?.action !== 'accept' || typed !== ws.name) return say('Names did not match; nothing was deleted.');
    await db.query('update workspaces set deleted_at = now(), deleted_by = $2 where id = $1', [args.workspaceId, userId]);
    return say(`Deleted “${ws.name}”. It can be restored by support for 30 days.`);
  }

  async function rotateApiKey(params: CallParams, userId: string): Promise<object> {
    const args = { apiKeyId: String(params.arguments?.apiKeyId ?? '') };
    const binding = { userId, tool: 'rotate_api_key', args };

    const { rows } = await db.query<{ prefix: string; workspace_owner: string; last_used_at: Date | null }>(
      'select k.prefix, w.owner_id as workspace_owner, k.last_used_at from api_keys k join workspaces w on w.id = k.workspace_id where k.id = $1 and k.revoked_at is null',
      [args.apiKeyId],
    );
    const key = rows[0];
    if (!key || key.workspace_owner !== userId) return say('No such API key in your workspaces.', true);

    if (params.requestState === undefined) {
      const lastUsed = key.last_used_at?.toISOString() ?? 'never';
      return {
        resultType: 'input_required',
        inputRequests: confirmRequest(`Rotate key ${key.prefix}… (last used ${lastUsed})? Integrations using it will fail until updated.`, {
          type: 'object',
          properties: { rotate: { type: 'boolean' } },
          required: ['rotate'],
        }),
        // what the confirmation was about, for the audit entry written after the rotation
        requestState: sealRoundTrip({ apiKeyId: args.apiKeyId, keyPrefix: key.prefix, lastUsedAt: lastUsed }, binding),
      };
    }

    const opened = openRoundTrip<{ apiKeyId: string; keyPrefix: string; lastUsedAt: string }>(params.requestState, binding);
    if (!opened.ok) return say(`Confirmation refused (${opened.reason}). Ask again.`, true);
    if (params.inputResponses?.confirm?.content?.rotate !== true) return say('Key left as it was.');

    const secret = `atk_${randomBytes(32).toString('base64url')}`;
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query('update api_keys set revoked_at = now() where id = $1', [opened.state.apiKeyId]);
      const { rows: created } = await client.query<{ id: string }>(
        'insert into api_keys (workspace_id, prefix, secret_sha256, created_by) select workspace_id, $2, $3, $4 from api_keys where id = $1 returning id',
        [opened.state.apiKeyId, secret.slice(0, 12), createHash('sha256').update(secret).digest('hex'), userId],
      );
      await client.query('insert into audit_log (actor, action, detail) values ($1, $2, $3)', [
        userId,
        'api_key.rotated',
        JSON.stringify({ from: opened.state.keyPrefix, lastUsedAt: opened.state.lastUsedAt, to: created[0].id }),
      ]);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
    // Shown once, here, to the owner who asked for it; only its hash is stored.
    return say(`New key: ${secret}\nStore it now — it will not be shown again.`);
  }

  return { delete_workspace: deleteWorkspace, rotate_api_key: rotateApiKey } as const;
}
