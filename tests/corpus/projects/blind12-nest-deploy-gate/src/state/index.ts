export * from './state.module';
export * from './deploy-state.service';
export * from './rollback-signer';
export * from './snapshot-cipher';
