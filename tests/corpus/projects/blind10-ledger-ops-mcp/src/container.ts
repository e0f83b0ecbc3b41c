import 'reflect-metadata';
import { container, DependencyContainer } from 'tsyringe';
import { AppConfig } from './config/AppConfig';
import { createStateCodec, STATE_CODEC } from './security/StateCodec';
import { GetBalanceTool } from './tools/GetBalanceTool';
import { LEDGER_TOOLS } from './tools/LedgerTool';
import { TransferFundsTool } from './tools/TransferFundsTool';

export function buildContainer(): DependencyContainer {
  const config = container.resolve(AppConfig);
  const { stateSecret, stateTtlMs } = config.settings;

  container.register(STATE_CODEC, { useValue: createStateCodec(stateSecret, stateTtlMs) }); // expect: no-weak-state-key
  container.register(LEDGER_TOOLS, { useClass: GetBalanceTool });
  container.register(LEDGER_TOOLS, { useClass: TransferFundsTool });

  return container;
}
