// Second layer: tools that keep their progress in a StateEnvelope bound to the caller, the tool and the arguments.
import { PublisherTool, PublisherToolError } from './base.js';

export class SealedStepTool extends PublisherTool {
  get envelope() {
    return this.services.envelope;
  }

  saveStep(ctx, args, data) {
    return this.envelope.seal(data, { userId: ctx.userId, tool: this.name, args });
  }

  loadStep(ctx, args) {
    if (!ctx.state) return undefined;
    const data = this.envelope.open(ctx.state, { userId: ctx.userId, tool: this.name, args });
    if (data === null) throw new PublisherToolError('This step expired or does not match the request. Please run the tool again.');
    return data;
  }
}
