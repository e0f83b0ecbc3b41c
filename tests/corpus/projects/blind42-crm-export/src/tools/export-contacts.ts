import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import jwt from 'jsonwebtoken';
import * as z from 'zod/v4';
import { segments } from '../crm/client.js';
import { deliveryTarget, describeTarget, uploadSegment, type DeliveryForm, type SftpTarget } from '../delivery/sftp.js';
import { signState, verifyState } from '../security/state-jwt.js';
import { refusal, text, userIdOf } from './shared.js';

const TOOL = 'export_segment';

type ExportState =
  | { step: 'where'; segmentId: string; format: 'csv' | 'ndjson'; rows: number }
  | { step: 'confirm'; segmentId: string; format: 'csv' | 'ndjson'; rows: number; target: SftpTarget };

const deliverySchema = {
  type: 'object',
  properties: {
    host: { type: 'string', title: 'SFTP host' },
    port: { type: 'integer', title: 'Port', default: 22 },
    username: { type: 'string', title: 'User' },
    password: { type: 'string', title: 'Password' },
    directory: { type: 'string', title: 'Remote directory', default: '/incoming' },
  },
  required: ['host', 'username', 'password'],
} as const;

export function registerExportSegment(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Export a CRM segment as CSV or NDJSON to a partner SFTP drop.',
      inputSchema: z.object({ segmentId: z.string().min(1), format: z.enum(['csv', 'ndjson']).default('csv') }),
    },
    async ({ segmentId, format }, ctx) => {
      const userId = userIdOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const segment = await segments.get(segmentId);
        const rows = await segments.count(segmentId);
        return inputRequired({
          inputRequests: {
            delivery: inputRequired.elicit({
              message: `Where should "${segment.name}" (${rows} contacts) be delivered?`,
              requestedSchema: deliverySchema,
            }),
          },
          requestState: signState({ step: 'where', segmentId, format, rows } satisfies ExportState, userId, TOOL),
        });
      }

      let state: ExportState;
      try {
        state = verifyState<ExportState>(raw, userId, TOOL);
      } catch (err) {
        if (err instanceof jwt.JsonWebTokenError) return refusal(err.message);
        throw err;
      }
      if (state.segmentId !== segmentId || state.format !== format) return refusal('the arguments changed');

      if (state.step === 'where') {
        const form = acceptedContent<DeliveryForm>(ctx.mcpReq.inputResponses, 'delivery');
        if (!form) return text('Export cancelled.');
        const next: ExportState = {
          step: 'confirm',
          segmentId,
          format,
          rows: state.rows,
          target: deliveryTarget(form), // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Upload ${state.rows} contacts as ${format} to ${describeTarget(next.target)}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: signState(next, userId, TOOL),
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Export cancelled.');
      const path = await uploadSegment(segmentId, format, state.target);
      return text(`Uploaded ${state.rows} contacts to ${describeTarget(state.target)} as ${path}.`);
    },
  );
}
