// Background worker that matches bank statement lines to invoices and pauses on ambiguous lines.
'use strict';

const config = require('../config');
const db = require('../lib/db');
const { bus } = require('../lib/bus');

async function advance(correlationId, progress) {
  for (;;) {
    const lines = await db.statementLines(progress.statementId, progress.cursor, config.reconcileBatchSize);
    if (lines.length === 0) {
      await db.applyMatches(progress.statementId, progress.matches, progress.userId);
      bus.emit('reconcile.done', { correlationId, statementId: progress.statementId, matched: progress.matches.length, skipped: progress.skipped.length });
      return;
    }
    for (const line of lines) {
      const candidates = await db.candidateInvoices(line.amount_cents, line.currency);
      progress.cursor = line.line_no;
      if (candidates.length === 1) {
        progress.matches.push({ lineNo: line.line_no, invoiceId: candidates[0].id });
      } else if (candidates.length === 0) {
        progress.skipped.push(line.line_no);
      } else {
        progress.pendingLine = line.line_no;
        progress.options = candidates.map((c) => c.id);
        const progressState = Buffer.from(JSON.stringify(progress), 'utf8').toString('base64'); // expect-todo: require-sealed-state
        bus.emit('reconcile.needs-input', {
          correlationId,
          progressState,
          line: { lineNo: line.line_no, bookedOn: line.booked_on, amountCents: line.amount_cents, currency: line.currency, counterparty: line.counterparty, remittance: line.remittance_info },
          candidates: candidates.map((c) => ({ id: c.id, label: `${c.number} - ${c.vendor_name}` })),
        });
        return;
      }
    }
  }
}

function start(msg) {
  const progress = { statementId: msg.statementId, userId: msg.userId, cursor: 0, matches: [], skipped: [] };
  return advance(msg.correlationId, progress);
}

function resume(msg) {
  const progress = JSON.parse(Buffer.from(msg.progressState, 'base64').toString('utf8')); // expect-todo: require-sealed-state
  if (msg.choice && progress.options.includes(msg.choice)) {
    progress.matches.push({ lineNo: progress.pendingLine, invoiceId: msg.choice });
  } else {
    progress.skipped.push(progress.pendingLine);
  }
  delete progress.pendingLine;
  delete progress.options;
  return advance(msg.correlationId, progress);
}

function startReconciler() {
  const guard = (fn) => (msg) => fn(msg).catch((err) => bus.emit('reconcile.failed', { correlationId: msg.correlationId, error: err.message }));
  bus.on('reconcile.start', guard(start));
  bus.on('reconcile.resume', guard(resume));
}

module.exports = { startReconciler };
