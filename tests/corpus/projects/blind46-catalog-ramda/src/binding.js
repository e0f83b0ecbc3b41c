import * as R from 'ramda';

export class Unauthenticated extends Error {}

const userIdOf = R.path(['authInfo', 'extra', 'userId']);

// bindingFor(tool)(extra), or bindingFor(tool, args)(extra) for tools whose "yes" must not
// carry over to other arguments. The same binding is used to seal and to open.
export const bindingFor = (tool, args) => (extra) => {
  const userId = userIdOf(extra);
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Unauthenticated(`${tool} needs a signed-in user`);
  }
  return args === undefined ? { userId, tool } : { userId, tool, args };
};
