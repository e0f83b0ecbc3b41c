// Tool summarize_series: walks a long time series in bounded rounds, carrying the offset and gzip-packed partial totals in sealed state.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { config } from '../config.js';
import { codecFor, digestArgs } from '../stateCodecs.js';
import { querySeriesPage } from '../warehouse.js';

const TOOL = 'summarize_series';
const MORE_KEY = 'continue_summary';
const PEAKS_KEPT = 10;

interface Totals {
  buckets: number;
  samples: number;
  sum: number;
  min: number | null;
  max: number | null;
  peaks: { t: number; max: number }[];
}

const emptyTotals = (): Totals => ({ buckets: 0, samples: 0, sum: 0, min: null, max: null, peaks: [] });
const packTotals = (totals: Totals) => gzipSync(Buffer.from(JSON.stringify(totals))).toString('base64url');
const unpackTotals = (packed: string): Totals => JSON.parse(gunzipSync(Buffer.from(packed, 'base64url'), { maxOutputLength: 1 << 16 }).toString('utf8'));
const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

function fold(totals: Totals, rows): Totals {
  for (const row of rows) {
    totals.buckets += 1;
    totals.samples += Number(row.n);
    totals.sum += Number(row.sum);
    totals.min = totals.min === null ? Number(row.min) : Math.min(totals.min, Number(row.min));
    totals.max = totals.max === null ? Number(row.max) : Math.max(totals.max, Number(row.max));
    totals.peaks.push({ t: Number(row.t), max: Number(row.max) });
  }
  totals.peaks = totals.peaks.sort((a, b) => b.max - a.max).slice(0, PEAKS_KEPT);
  return totals;
}

export function registerSummarizeSeries(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Summarise a metric over a long period (min, max, mean, top peaks). Long periods are processed in rounds.',
      inputSchema: {
        metric: z.string().regex(/^[a-z][a-z0-9_.]{1,63}$/),
        from: z.string().datetime(),
        to: z.string().datetime(),
        stepSeconds: z.number().int().min(10).max(86_400).default(60),
      },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const codec = codecFor(TOOL);
      const digest = digestArgs(TOOL, args);
      const raw = ctx.mcpReq.requestState();

      let offset = 0;
      let totals = emptyTotals();
      if (raw !== undefined) {
        let state;
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return fail('This summary cursor is invalid or has expired; start the summary again.');
        }
        if (state.argsDigest !== digest) return fail('The arguments changed between rounds; start the summary again.');
        if (state.apiVersion !== config.apiVersion) return fail('The server was upgraded during the summary; start again.');
        if (!acceptedContent(ctx.mcpReq.inputResponses, MORE_KEY)?.proceed) {
          return { content: [{ type: 'text', text: `Stopped after ${state.offset} buckets.` }] };
        }
        offset = state.offset;
        totals = unpackTotals(state.totals);
      }

      const rows = await querySeriesPage(args, offset, config.maxPointsPerRound);
      totals = fold(totals, rows);
      const pageChecksum = createHash('sha256').update(JSON.stringify(rows)).digest('hex');

      if (rows.length < config.maxPointsPerRound) {
        const mean = totals.samples > 0 ? totals.sum / totals.samples : null;
        return {
          content: [{ type: 'text', text: JSON.stringify({ metric: args.metric, buckets: totals.buckets, samples: totals.samples, min: totals.min, max: totals.max, mean, peaks: totals.peaks }) }],
        };
      }

      return inputRequired({
        inputRequests: {
          [MORE_KEY]: inputRequired.elicit({
            message: `Processed ${offset + rows.length} buckets of ${args.metric}. Process the next ${config.maxPointsPerRound}?`,
            requestedSchema: { type: 'object', properties: { proceed: { type: 'boolean', title: 'Continue' } }, required: ['proceed'] },
          }),
        },
        requestState: await codec.mint(
          { apiVersion: config.apiVersion, argsDigest: digest, offset: offset + rows.length, totals: packTotals(totals), lastPageSha256: pageChecksum },
          ctx,
        ),
      });
    },
  );
}
