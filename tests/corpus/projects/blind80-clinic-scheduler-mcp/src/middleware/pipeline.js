// Middleware pipeline that every tools/call passes through before reaching a tool handler.
'use strict';

function compose(middlewares, terminal) {
  return function run(call) {
    let index = -1;
    const dispatch = (i) => {
      if (i <= index) return Promise.reject(new Error('next() called twice'));
      index = i;
      const fn = i === middlewares.length ? terminal : middlewares[i];
      return Promise.resolve(fn(call, () => dispatch(i + 1)));
    };
    return dispatch(0);
  };
}

const failure = (message) => ({ content: [{ type: 'text', text: message }], isError: true });

function withStaffPrincipal(call, next) {
  const info = call.extra && call.extra.authInfo;
  const staffId = info && info.extra && info.extra.staffId;
  const clinicId = info && info.extra && info.extra.clinicId;
  if (!staffId || !clinicId) return failure('Sign in with a front-desk account to use this tool.');
  call.staff = { id: String(staffId), clinicId: String(clinicId), scopes: info.scopes || [] };
  return next();
}

function withRoundTripState(call, next) {
  const params = call.params || {};
  const raw = params.requestState !== undefined ? params.requestState : params._meta && params._meta.requestState;
  call.rawState = typeof raw === 'string' && raw.length > 0 ? raw : null;
  call.inputResponses = params.inputResponses || (params._meta && params._meta.inputResponses) || {};
  if (call.rawState && call.rawState.startsWith('v0:')) {
    // Desktop client 3.x still echoes draft state in the v0 layout.
    call.draft = JSON.parse(Buffer.from(call.rawState.slice(3), 'base64url').toString('utf8')); // expect-todo: require-sealed-state
  }
  return next();
}

function withTiming(call, next) {
  const started = process.hrtime.bigint();
  return next().finally(() => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.info(`[tool] ${call.name} staff=${call.staff ? call.staff.id : '-'} ${ms.toFixed(1)}ms`);
  });
}

function withErrorShield(call, next) {
  return next().catch((err) => {
    console.error(`[tool] ${call.name} failed`, err);
    return failure('Something went wrong while talking to the scheduling system.');
  });
}

function createPipeline({ toolRegistry }) {
  const terminal = (call) => {
    const tool = toolRegistry[call.name];
    if (!tool) return failure(`Unknown tool ${call.name}`);
    return tool.handle(call);
  };
  return compose([withErrorShield, withTiming, withStaffPrincipal, withRoundTripState], terminal);
}

module.exports = { createPipeline, failure };
