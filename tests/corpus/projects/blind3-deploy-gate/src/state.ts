import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { GateConfig } from './config.js';

export interface DeployState {
  service: string;
  environment: 'staging' | 'production';
  step: 'credentials' | 'confirm';
  registryUser?: string;
  registryPassword?: string;
}

export const makeDeployCodec = (cfg: GateConfig) =>
  createRequestStateCodec<DeployState>({ key: cfg.stateKey, ttlSeconds: 300 }); // expect: require-state-binding
