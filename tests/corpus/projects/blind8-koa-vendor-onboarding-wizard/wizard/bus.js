import { EventEmitter } from 'node:events';

export const wizardBus = new EventEmitter();

// Every answered step is recorded in the snapshot's memory so that a retry can
// replay the generator without asking again.
wizardBus.on('answered', (snapshot, key, content) => {
  snapshot.answers[key] = content;
});

wizardBus.on('remember', (snapshot, name, value) => {
  snapshot.memory[name] = value;
});

wizardBus.on('finished', (snapshot) => {
  console.info('[wizard] vendor %s onboarded by %s', snapshot.memory.vendorName, snapshot.owner);
});
