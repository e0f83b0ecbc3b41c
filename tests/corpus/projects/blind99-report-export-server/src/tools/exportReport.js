// Tool export_report: runs a catalogue report page by page into a multipart CSV upload, a few pages per round.
import { stringify } from 'csv-stringify/sync';
import { openCursor, sealCursor } from '../cursorSeal.js';
import { completeUpload, startUpload, uploadPart } from '../files.js';
import { paramsDigest, reportIds, resolveReport } from '../reports/catalog.js';
import { settings } from '../settings.js';
import { createExport, failExport, finishExport, runPage } from '../warehouse.js';
import { accepted, askToContinue, errorResult, textResult } from './results.js';

const TOOL = 'export_report';
const CONTINUE_KEY = 'continue_export';

export const exportReportTool = {
  definition: {
    name: TOOL,
    description: 'Export a warehouse report to CSV. Large reports run in rounds; you are asked before each further round.',
    inputSchema: {
      type: 'object',
      properties: {
        report: { type: 'string', enum: reportIds() },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
      },
      required: ['report', 'from', 'to'],
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },

  async handler(args, ctx) {
    const report = resolveReport(args.report, { from: args.from, to: args.to });
    const digest = paramsDigest(report.reportId, report.params);

    let cursor;
    if (ctx.requestState) {
      cursor = openCursor(ctx.requestState);
      if (!cursor || cursor.userId !== ctx.userId || cursor.tool !== TOOL || cursor.paramsDigest !== digest) {
        return errorResult('This export cannot be resumed; start it again.');
      }
      if (!accepted(ctx.inputResponses, CONTINUE_KEY, 'proceed')) {
        return textResult(`Export ${cursor.exportId} paused after ${cursor.offset} rows.`);
      }
    } else {
      const fileKey = `exports/${ctx.orgId}/${report.reportId}/${Date.now()}.csv`;
      const uploadId = await startUpload(fileKey);
      const exportId = await createExport({ ownerId: ctx.userId, orgId: ctx.orgId, reportId: report.reportId, paramsDigest: digest, fileKey, uploadId });
      cursor = { exportId, uploadId, offset: 0, parts: [] };
    }

    const queryParams = { ...report.params, orgId: ctx.orgId };
    try {
      for (let page = 0; page < settings.pagesPerRound; page += 1) {
        const { rows, columns } = await runPage(report.sql, queryParams, cursor.offset, settings.pageRows);
        if (rows.length > 0) {
          const csv = stringify(rows, { header: cursor.offset === 0, columns });
          cursor.parts.push(await uploadPart(cursor.uploadId, cursor.parts.length + 1, csv));
          cursor.offset += rows.length;
        }
        if (rows.length < settings.pageRows) {
          await completeUpload(cursor.uploadId, cursor.parts);
          await finishExport(cursor.exportId, cursor.offset);
          return textResult(JSON.stringify({ exportId: cursor.exportId, title: report.title, rows: cursor.offset, parts: cursor.parts.length }));
        }
      }
    } catch (err) {
      await failExport(cursor.exportId, err.message);
      return errorResult(`Export failed after ${cursor.offset} rows: ${err.message}`);
    }

    const state = sealCursor({ exportId: cursor.exportId, uploadId: cursor.uploadId, offset: cursor.offset, parts: cursor.parts, paramsDigest: digest, userId: ctx.userId, tool: TOOL }); // expect-todo: require-state-binding
    return askToContinue({
      key: CONTINUE_KEY,
      field: 'proceed',
      title: 'Export the next rows',
      note: `${cursor.offset} rows exported so far.`,
      message: `${report.title}: ${cursor.offset} rows written. Export the next ${settings.pagesPerRound * settings.pageRows} rows?`,
      requestState: state,
    });
  },
};
