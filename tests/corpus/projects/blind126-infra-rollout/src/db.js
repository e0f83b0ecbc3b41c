// Append-only JSON-lines tables recording approvals and deployments.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { dataDir } = require('./config');

/**
 * Tiny append-only table persisted as JSON lines. Good enough for an audit
 * trail of approvals on a single box; swap for sqlite when we run >1 replica.
 */
class Table {
  constructor(name) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, `${name}.jsonl`);
    this.rows = fs.existsSync(this.file)
      ? fs.readFileSync(this.file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
      : [];
  }

  insert(row) {
    const stored = { id: this.rows.length + 1, at: new Date().toISOString(), ...row };
    this.rows.push(stored);
    fs.appendFileSync(this.file, `${JSON.stringify(stored)}\n`);
    return stored;
  }

  where(pred) {
    return this.rows.filter(pred);
  }
}

const approvals = new Table('approvals');
const deployments = new Table('deployments');

module.exports = { approvals, deployments };
