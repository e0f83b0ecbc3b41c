import { z } from 'zod';
import { issueState } from '../state/index.js';
import {
  accessTokenFrom,
  arcgisLinkFor,
  datasetsOf,
  purgeDataset,
  startImport,
  type ArcgisLink,
} from '../services/upstream.js';
import { authed, router, twoRound } from './init.js';

const text = (t: string, isError = false) => ({
  resultType: 'complete' as const,
  content: [{ type: 'text' as const, text: t }],
  ...(isError ? { isError: true } : {}),
});

const inputRequired = (inputRequests: Record<string, unknown>, requestState: string) => ({
  resultType: 'input_required' as const,
  inputRequests,
  requestState,
});

const elicit = (message: string, properties: Record<string, unknown>) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
});

type PendingImport = { layerUrl: string; arcgis: ArcgisLink };
type PendingPurge = { step: 'confirm-purge' };

export const appRouter = router({
  listDatasets: authed.query(async ({ ctx }) => {
    const rows = await datasetsOf(ctx.user.id);
    return text(rows.map((d) => `${d.id}\t${d.name}\t${d.rows} rows`).join('\n') || 'No datasets yet.');
  }),

  importLayer: twoRound<PendingImport>('import_layer')
    .input(z.object({ layerUrl: z.string().url() }))
    .mutation(async ({ input, ctx }) => {
      if (!ctx.pending) {
        const link = await arcgisLinkFor(ctx.user.id);
        if (!link) return text('Link your ArcGIS Online account in the web app first.', true);
        const state = await issueState(ctx.tool, ctx.user.id)({
          layerUrl: input.layerUrl,
          arcgis: link, // expect: no-secrets-in-state
        });
        return inputRequired(
          {
            target: elicit(`Import ${input.layerUrl} as ${link.username}. Target?`, {
              schema: { type: 'string', default: 'public' },
              srid: { type: 'integer', enum: [4326, 3857, 25832] },
            }),
          },
          state,
        );
      }

      if (ctx.pending.layerUrl !== input.layerUrl) return text('This answer belongs to another layer.', true);
      const target = ctx.inputResponses.target;
      if (target?.action !== 'accept') return text('Import cancelled.');
      const arcgisToken = await accessTokenFrom(ctx.pending.arcgis);
      const job = await startImport(input.layerUrl, arcgisToken, Number(target.content?.srid ?? 4326), String(target.content?.schema ?? 'public'));
      return text(`Import job ${job.jobId} started into ${job.table}.`);
    }),

  purgeDataset: twoRound<PendingPurge>('purge_dataset')
    .input(z.object({ datasetId: z.string().uuid() }))
    .mutation(async ({ input, ctx }) => {
      if (!ctx.pending) {
        const dataset = (await datasetsOf(ctx.user.id)).find((d) => d.id === input.datasetId);
        if (!dataset) return text(`No dataset ${input.datasetId}.`, true);
        return inputRequired(
          { confirm: elicit(`Delete "${dataset.name}" and its ${dataset.rows} rows for good?`, { confirm: { type: 'boolean' } }) },
          await issueState(ctx.tool, ctx.user.id)({ step: 'confirm-purge' }), // expect-todo: require-state-binding
        );
      }

      const confirm = ctx.inputResponses.confirm;
      if (confirm?.action !== 'accept' || confirm.content?.confirm !== true) return text('Dataset kept.');
      const deleted = await purgeDataset(input.datasetId, ctx.user.id);
      return text(`Purged ${input.datasetId} (${deleted} rows).`);
    }),
});

export type AppRouter = typeof appRouter;

/** MCP tool name -> tRPC procedure, with the metadata tools/list needs. */
export const toolCatalog = {
  list_datasets: { procedure: 'listDatasets', kind: 'query', description: 'List your imported datasets.', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } },
  import_layer: { procedure: 'importLayer', kind: 'mutation', description: 'Import an ArcGIS feature layer into PostGIS.', inputSchema: { type: 'object', properties: { layerUrl: { type: 'string', format: 'uri' } }, required: ['layerUrl'] }, annotations: {} },
  purge_dataset: { procedure: 'purgeDataset', kind: 'mutation', description: 'Delete an imported dataset after confirmation.', inputSchema: { type: 'object', properties: { datasetId: { type: 'string', format: 'uuid' } }, required: ['datasetId'] }, annotations: { destructiveHint: true } },
} as const satisfies Record<string, { procedure: keyof AppRouter['_def']['procedures']; [k: string]: unknown }>;
