import { wizardBus } from './bus.js';

const form = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export function* onboardVendor(snapshot) {
  const remember = (name, value) => wizardBus.emit('remember', snapshot, name, value);

  const basics = yield ['basics', form('Vendor name and billing country?', { name: { type: 'string' }, country: { type: 'string' } })];
  remember('vendorName', basics.name);
  remember('country', basics.country);

  const portal = yield ['portal', form('Vendor portal login (used once to pull their catalogue)', {
    username: { type: 'string' },
    password: { type: 'string' },
    apiKey: { type: 'string' },
  }, ['username'])];
  remember('portalUser', portal.username);
  if (portal.apiKey) remember('portalApiKey', portal.apiKey); // expect-todo: no-secrets-in-state
  else remember('portalPassword', portal.password); // expect-todo: no-secrets-in-state

  const terms = yield ['terms', form('Payment terms in days?', { days: { type: 'integer' } })];
  remember('termsDays', terms.days);
  return snapshot.memory;
}

// Replays the generator over the answers we already have and stops at the
// first question that has no answer yet.
export function advance(snapshot, fresh = {}) {
  const it = onboardVendor(snapshot);
  let step = it.next();
  while (!step.done) {
    const [key, question] = step.value;
    const answer = snapshot.answers[key] ?? fresh[key];
    if (!answer) return { pending: { key, question } };
    if (!(key in snapshot.answers)) wizardBus.emit('answered', snapshot, key, answer);
    step = it.next(answer);
  }
  wizardBus.emit('finished', snapshot);
  return { done: step.value };
}
