// The gateway's own piece of round-trip state. It is prefixed so we can tell it apart from
// the backends' tokens, which we pass through untouched.
//
//   { kind: 'pick', tool, args, clusters }   waiting for the user to choose a cluster
//   { kind: 'fwd', cluster, inner }          a backend asked for input; `inner` is its token

const PREFIX = 'gw1:';

export function isRouteState(raw) {
  return typeof raw === 'string' && raw.startsWith(PREFIX);
}

export function writeRouteState(route) {
  return PREFIX + Buffer.from(JSON.stringify(route), 'utf8').toString('base64url');
}

export function readRouteState(raw) {
  const route = JSON.parse(Buffer.from(raw.slice(PREFIX.length), 'base64url').toString('utf8'));
  if (route.kind !== 'pick' && route.kind !== 'fwd') throw new Error(`unknown route state ${route.kind}`);
  return route;
}
