// Step runner: folds async steps over a context and stops at the first step that returns a finished tool result.
export const text = (body) => ({ content: [{ type: 'text', text: body }] });
export const failure = (body) => ({ isError: true, content: [{ type: 'text', text: body }] });

export const finish = (result) => ({ finished: result });
export const carry = (context) => ({ context });

export const runSteps =
  (...steps) =>
  (initial) =>
    steps
      .reduce((acc, step) => acc.then((s) => ('finished' in s ? s : step(s.context))), Promise.resolve(carry(initial)))
      .then((s) => ('finished' in s ? s.finished : failure('tool finished without a result')));

export const withCaller =
  (scope, ...steps) =>
  (args, ctx) => {
    const info = ctx.http?.authInfo;
    if (!info?.extra?.userId) return failure('sign in to use this tool');
    if (!info.scopes.includes(scope)) return failure(`this tool needs the ${scope} scope`);
    return runSteps(...steps)({ args, ctx, userId: String(info.extra.userId), token: info.token });
  };
