// Third layer: destructive tools that ask for confirmation tied to a digest of their arguments.
'use strict';

const crypto = require('node:crypto');
const { ToolError } = require('./base-tool');
const { StatefulTool } = require('./stateful-tool');

function digestArgs(args) {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

class ConfirmableTool extends StatefulTool {
  get annotations() {
    return { ...super.annotations, destructiveHint: true };
  }

  async run(args, ctx) {
    const saved = this.unpackState(ctx);
    const answer = this.accepted(ctx, 'confirm');
    if (saved && answer) {
      if (saved.phase !== 'confirm' || saved.args !== digestArgs(args)) {
        throw new ToolError('The request changed after confirmation was asked. Please start over.');
      }
      if (answer.confirm !== true) return 'Nothing was changed.';
      return this.perform(args, ctx);
    }
    const summary = await this.summarize(args, ctx);
    return this.inputRequired(
      { confirm: this.elicit(summary, { confirm: { type: 'boolean', title: 'Confirm' } }, ['confirm']) },
      this.packState(ctx, { phase: 'confirm', args: digestArgs(args) }),
    );
  }

  async summarize(_args, _ctx) {
    throw new Error(`${this.constructor.name}.summarize() is not implemented`);
  }

  async perform(_args, _ctx) {
    throw new Error(`${this.constructor.name}.perform() is not implemented`);
  }
}

module.exports = { ConfirmableTool, digestArgs };
