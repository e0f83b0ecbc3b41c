import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { firstValueFrom, timeout, catchError, of } from 'rxjs';
import { z } from 'zod';
import { advance } from '../wizard/flow.js';
import { questionsFor } from '../wizard/questions.js';
import { initialWizard, type ExportWizard } from '../wizard/reducer.js';
import { progress$, startExport } from '../exports/jobs.js';
import { exportStateCodec } from './state-codec.js';
import { tenantOf, userOf } from './caller.js';

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

export function createExportServer(): McpServer {
  const server = new McpServer(
    { name: 'report-exports', version: '1.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: exportStateCodec.verify } },
  );

  server.registerTool(
    'export_report',
    {
      title: 'Export a report',
      description: 'Walks the user through exporting a saved report to their bucket.',
      inputSchema: z.object({ reportId: z.string().regex(/^rpt_[a-z0-9]{12}$/) }),
    },
    async ({ reportId }, ctx) => {
      const userId = userOf(ctx);
      const saved = ctx.mcpReq.requestState<ExportWizard>();
      if (saved && saved.reportId !== reportId) return text('This export was started for another report.', true);

      const wizard = await advance(saved ?? initialWizard(reportId), ctx.mcpReq.inputResponses);

      if (wizard.step === 'cancelled') return text('Export cancelled.');
      if (wizard.step !== 'done') {
        return inputRequired({
          inputRequests: questionsFor(wizard),
          requestState: await exportStateCodec.mint(wizard, ctx),
        });
      }

      const jobId = await startExport(wizard, userId, tenantOf(ctx));
      const first = await firstValueFrom(
        progress$(jobId).pipe(
          timeout({ first: 5_000 }),
          catchError(() => of({ jobId, kind: 'queued' as const })),
        ),
      );
      return text(
        first.kind === 'failed'
          ? `Export ${jobId} failed: ${first.reason}`
          : `Export ${jobId} is ${first.kind}. ${wizard.notify ? 'You will get an e-mail when it is ready.' : ''}`.trim(),
      );
    },
  );

  return server;
}
