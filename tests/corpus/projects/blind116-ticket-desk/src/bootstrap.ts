// Builds the ticket-desk service container with config, clock, state sealer and ticket API.
// @ts-nocheck
import { Container, TOKENS } from './container.js';
import { loadConfig, type AppConfig } from './config.js';
import { StateSealer } from './services/stateSealer.js';
import { TicketApi } from './services/ticketApi.js';

export function buildContainer(env: NodeJS.ProcessEnv = process.env): Container {
  const c = new Container();
  c.register<AppConfig>(TOKENS.config, () => loadConfig(env));
  c.register<() => number>(TOKENS.clock, () => Date.now);
  c.register<StateSealer>(TOKENS.sealer, (r) => {
    const { state } = r.resolve<AppConfig>(TOKENS.config);
    return new StateSealer({ ...state, now: r.resolve<() => number>(TOKENS.clock) }); // expect: no-weak-state-key
  });
  c.register<TicketApi>(TOKENS.tickets, (r) => new TicketApi(r.resolve<AppConfig>(TOKENS.config).ticketApi));
  return c;
}
