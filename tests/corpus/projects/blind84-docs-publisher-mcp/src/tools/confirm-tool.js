// Third layer: destructive publisher tools that ask for a yes tied to the exact request before committing.
import { SealedStepTool } from './sealed-tool.js';

export class ConfirmStepTool extends SealedStepTool {
  get annotations() {
    return { ...super.annotations, destructiveHint: true };
  }

  async run(args, ctx) {
    const step = this.loadStep(ctx, args);
    const reply = this.accepted(ctx, 'confirm');
    if (step?.phase === 'confirm' && reply) {
      if (reply.confirm !== true) return 'Nothing was changed.';
      return this.commit(args, ctx, step);
    }
    const { message, facts } = await this.prepare(args, ctx);
    const request = this.form(message, { confirm: { type: 'boolean', title: 'Confirm' } }, ['confirm']);
    return this.needInput({ confirm: request }, this.saveStep(ctx, args, { phase: 'confirm', ...facts }), message);
  }

  async prepare() {
    throw new Error(`${this.constructor.name}.prepare() is not implemented`);
  }

  async commit() {
    throw new Error(`${this.constructor.name}.commit() is not implemented`);
  }
}
