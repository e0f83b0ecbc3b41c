// Inversify service identifiers for the fleet-dispatch container.
// @ts-nocheck
export const TYPES = {
  Settings: Symbol.for('Settings'),
  Sql: Symbol.for('Sql'),
  StateService: Symbol.for('StateService'),
  MaintenanceSealer: Symbol.for('MaintenanceSealer'),
  FleetRepository: Symbol.for('FleetRepository'),
  Telematics: Symbol.for('TelematicsClient'),
  Interceptor: Symbol.for('Interceptor'),
  Tool: Symbol.for('Tool'),
};
