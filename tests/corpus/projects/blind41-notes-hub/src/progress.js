// Wizard progress rides along with the client between rounds (no session store needed when
// the hub runs as several stateless replicas). Keep it small: a step index and the answers.

const VERSION = 1;

export function packProgress(progress) {
  const json = JSON.stringify({ v: VERSION, at: progress.at, answers: progress.answers });
  return Buffer.from(json, 'utf8').toString('base64url');
}

export function unpackProgress(token) {
  const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  if (parsed?.v !== VERSION || !Number.isInteger(parsed.at)) {
    throw new Error('Unsupported wizard progress; start the action again.');
  }
  return { at: parsed.at, answers: parsed.answers ?? {} };
}
