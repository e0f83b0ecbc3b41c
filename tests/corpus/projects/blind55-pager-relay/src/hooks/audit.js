import pino from 'pino';

const log = pino({ name: 'pager-relay', level: process.env.LOG_LEVEL ?? 'info' });

export function installAuditHooks(bus) {
  bus.on('registered', (name) => log.debug({ tool: name }, 'tool registered'));

  bus.on('before', (ctx, params) => {
    log.info(
      {
        tool: ctx.tool,
        user: ctx.userId,
        requestId: ctx.requestId,
        resumed: typeof params.requestState === 'string',
        answered: Object.keys(params.inputResponses ?? {}),
      },
      'tool call',
    );
  });

  bus.on('after', (ctx, result, ms) => {
    const outcome = result?.resultType === 'input_required' ? 'waiting-for-input' : result?.isError ? 'error' : 'done';
    log.info({ tool: ctx.tool, user: ctx.userId, outcome, ms: Math.round(ms) }, 'tool call finished');
  });

  bus.on('failed', (ctx, err) => log.error({ tool: ctx.tool, user: ctx.userId, err }, 'tool call threw'));
}
