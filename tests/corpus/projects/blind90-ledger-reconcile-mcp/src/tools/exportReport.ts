// export_reconciliation_report tool: asks for report options, renders the month's reconciliation and uploads the file.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principal, entitiesOf } from '../codecs.js';
import { ledger } from '../db.js';
import settings from '../env.js';
import { text, toolError, money } from '../util.js';

export var name = 'export_reconciliation_report';

export var config = {
  description: 'Export the reconciliation report of one entity for a month as CSV or TSV.',
  inputSchema: {
    entityId: z.string(),
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    format: z.enum(['csv', 'tsv'])
  },
  annotations: { readOnlyHint: false, destructiveHint: false }
};

function render(rows, format) {
  var sep = format === 'tsv' ? '\t' : ',';
  function cell(value) {
    var s = String(value === null || value === undefined ? '' : value);
    return /[",\t\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  }
  var lines = [['account', 'booked_on', 'amount', 'description', 'matched'].join(sep)];
  rows.forEach(function (r) {
    lines.push([r.account, new Date(r.booked_on).toISOString().slice(0, 10), money(Number(r.amount_cents)), r.description, r.matched ? 'yes' : 'no'].map(cell).join(sep));
  });
  return lines.join('\n') + '\n';
}

function upload(entityId, period, format, body) {
  var location = settings.reportBucketUrl + '/' + encodeURIComponent(entityId) + '/' + period + '-reconciliation.' + format;
  return fetch(location, {
    method: 'PUT',
    headers: { 'content-type': format === 'tsv' ? 'text/tab-separated-values' : 'text/csv' },
    body: body
  }).then(function (res) {
    if (!res.ok) throw new Error('report upload answered ' + res.status);
    return location;
  });
}

function askOptions(args, userId) {
  var state = Buffer.from(JSON.stringify({ entityId: args.entityId, period: args.period, format: args.format, requestedBy: userId })).toString('base64url');
  return inputRequired({
    inputRequests: {
      options: inputRequired.elicit({
        message: 'Options for the ' + args.period + ' reconciliation report',
        requestedSchema: {
          type: 'object',
          properties: {
            includeDrafts: { type: 'boolean', title: 'Include draft lines', default: false }
          }
        }
      })
    },
    requestState: state // expect: require-sealed-state
  });
}

export function handler(args, ctx) {
  var userId = principal(ctx);
  return Promise.resolve(ctx.mcpReq.requestState()).then(function (raw) {
    if (!raw) {
      if (entitiesOf(ctx).indexOf(args.entityId) === -1) return toolError('You have no access to entity ' + args.entityId + '.');
      return askOptions(args, userId);
    }
    var prior = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
    var options = acceptedContent(ctx.mcpReq.inputResponses, 'options') || {};
    return ledger.reportRows(prior.entityId, prior.period, options.includeDrafts === true).then(function (rows) {
      return upload(prior.entityId, prior.period, prior.format, render(rows, prior.format)).then(function (location) {
        return ledger.saveReportRun(prior.requestedBy, prior.entityId, prior.period, location).then(function (runId) {
          return text('Report run #' + runId + ' with ' + rows.length + ' lines uploaded to ' + location);
        });
      });
    });
  });
}
