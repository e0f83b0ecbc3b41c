// Implements the export_dataset tool, which asks for an S3 destination before exporting a dataset.
// @ts-nocheck
import { RoundTripTool, type CallContext } from './base';
import { C } from '../core';
import { warehouse } from '../warehouse';

interface ExportArgs {
  datasetId: string;
  format: 'csv' | 'parquet';
}

interface ExportState {
  datasetId: string;
  format: string;
  pii: boolean;
}

const DESTINATION = /^s3:\/\/[a-z0-9.-]+\/[\w./-]*$/;

export default class ExportDatasetTool extends RoundTripTool<ExportArgs, ExportState> {
  readonly name = C.TOOL_EXPORT;
  readonly description = 'Export a dataset to an S3 location the user picks.';
  readonly destructive = true;
  readonly inputSchema = {
    type: 'object',
    properties: {
      datasetId: { type: 'string' },
      format: { type: 'string', enum: ['csv', 'parquet'] },
    },
    required: ['datasetId', 'format'],
  };

  async call(args: ExportArgs, ctx: CallContext) {
    if (!ctx.requestState) {
      const info = await warehouse.datasetInfo(args.datasetId, ctx.userId);
      const warning = info.pii ? ' It contains personal data; the destination must be an approved bucket.' : '';
      return this.ask(
        'destination',
        `Export ${info.rows} rows of ${args.datasetId} as ${args.format}.${warning} Where to?`,
        { type: 'object', properties: { destination: { type: 'string', pattern: DESTINATION.source } }, required: ['destination'] },
        this.seal({ datasetId: args.datasetId, format: args.format, pii: info.pii }, ctx, C.EXPORT_STATE_TTL_SECONDS),
      );
    }

    const state = this.open(ctx);
    if (!state || state.datasetId !== args.datasetId || state.format !== args.format) {
      return this.text('Invalid or expired requestState', true);
    }
    const destination = String(this.answer(ctx, 'destination')?.destination ?? '');
    if (!DESTINATION.test(destination)) return this.text('Export cancelled or destination invalid.');
    if (state.pii && !destination.startsWith('s3://approved-')) {
      return this.text('Datasets with personal data can only go to approved-* buckets.', true);
    }
    const { jobId } = await warehouse.export(state.datasetId, state.format, destination, ctx.userId);
    return this.text(`Export job ${jobId} started → ${destination}`);
  }
}
