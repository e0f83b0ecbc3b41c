import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { argsDigest, principalOf, type PayrollCodec, type PayrollRound } from './codec';
import { putDraft, takeDraft } from './drafts';

const PAYROLL_API = process.env.PAYROLL_API_URL ?? 'https://payroll.sandbox.example';
const TOOL = 'run_payroll' as const;

async function payroll<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${PAYROLL_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`payroll api ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const result = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });

export function buildServer(codec: PayrollCodec): McpServer {
  const server = new McpServer(
    { name: 'payroll-run', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      requestState: {
        verify: async (raw: string, ctx: Parameters<PayrollCodec['verify']>[1]) => {
          if (typeof raw !== 'string' || !raw.startsWith('v1.')) throw new Error('Invalid or expired requestState');
          return codec.verify(raw, ctx);
        },
      },
    },
  );

  server.registerTool(
    TOOL,
    {
      description: 'Run payroll for an entity and period after a preview and your confirmation.',
      inputSchema: { entity: z.string(), period: z.string().regex(/^\d{4}-\d{2}$/) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const token = ctx.http?.authInfo?.token;
      if (!token) return result('Sign in to run payroll.', true);
      const digest = argsDigest(args);
      const round = ctx.mcpReq.requestState<PayrollRound>();

      if (!round) {
        const preview = await payroll<{ employees: number; grossCents: number }>(
          `/entities/${encodeURIComponent(args.entity)}/runs/preview?period=${args.period}`,
          token,
        );
        const draftId = putDraft({ userId, entity: args.entity, period: args.period, ...preview, upstreamToken: token });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Pay ${preview.employees} employees of ${args.entity} a gross ${(preview.grossCents / 100).toFixed(2)} for ${args.period}? Type the entity name to confirm.`,
              requestedSchema: { type: 'object', properties: { entity: { type: 'string' } }, required: ['entity'] },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, draftId, argsDigest: digest }, ctx),
        });
      }

      if (round.tool !== TOOL || round.argsDigest !== digest) return result('This confirmation belongs to a different request.', true);
      const typed = acceptedContent<{ entity: string }>(ctx.mcpReq.inputResponses, 'confirm')?.entity;
      if (typed?.trim() !== args.entity) return result('Entity name did not match, nothing was paid.');
      const draft = takeDraft(round.draftId, userId);
      if (!draft) return result('The preview expired, please start again.', true);
      const run = await payroll<{ runId: string }>(`/entities/${encodeURIComponent(draft.entity)}/runs`, draft.upstreamToken, {
        method: 'POST',
        body: JSON.stringify({ period: draft.period, expectedGrossCents: draft.grossCents }),
      });
      return result(`Payroll run ${run.runId} started for ${draft.employees} employees.`);
    },
  );

  server.registerTool(
    'preview_payslip',
    {
      description: 'Show the payslip preview for one employee.',
      inputSchema: { employeeId: z.string(), period: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ employeeId, period }, ctx) => {
      const token = ctx.http?.authInfo?.token;
      if (!token) return result('Sign in first.', true);
      const slip = await payroll<{ netCents: number; grossCents: number }>(`/payslips/${encodeURIComponent(employeeId)}?period=${period}`, token);
      return result(`Gross ${(slip.grossCents / 100).toFixed(2)}, net ${(slip.netCents / 100).toFixed(2)}`);
    },
  );

  return server;
}
