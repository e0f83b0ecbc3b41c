'use strict';

const BASE = process.env.DEPLOY_API_URL || 'http://deployer.internal';

async function call(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + process.env.DEPLOYER_SERVICE_TOKEN },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error('deployer ' + path + ' -> ' + res.status);
  return res.json();
}

// Artifacts come back unsorted; order by digest bytes so listings are stable.
function sortArtifacts(list) {
  return list.slice().sort((a, b) => Buffer.compare(Buffer.from(a.digest, 'hex'), Buffer.from(b.digest, 'hex')));
}

module.exports = {
  releases: (service) => call('GET', '/services/' + service + '/releases').then((r) => r.map((x) => ({ ...x, artifacts: sortArtifacts(x.artifacts) }))),
  current: (service) => call('GET', '/services/' + service + '/current'),
  rollback: (service, toVersion, actor) => call('POST', '/services/' + service + '/rollback', { toVersion, actor }),
};
