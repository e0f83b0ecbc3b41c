// Second layer: tools that carry sealed progress between rounds using the shared StateSealer.
'use strict';

const { BaseTool, ToolError } = require('./base-tool');

class StatefulTool extends BaseTool {
  get sealer() {
    return this.deps.sealer;
  }

  packState(ctx, data) {
    return this.sealer.seal({ v: 1, tool: this.name, sub: ctx.userId, clinic: ctx.clinicId, data }); // expect: require-state-binding
  }

  unpackState(ctx) {
    if (!ctx.rawState) return null;
    const state = this.sealer.open(ctx.rawState); // expect: require-state-binding
    if (!state || state.v !== 1) throw new ToolError('This request can no longer be resumed. Please start over.');
    if (state.tool !== this.name || state.sub !== ctx.userId || state.clinic !== ctx.clinicId) {
      throw new ToolError('This request was started by someone else. Please start over.');
    }
    return state.data;
  }
}

module.exports = { StatefulTool };
