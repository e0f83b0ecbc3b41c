// Inversify container bindings for settings, database, state services, interceptors and tools.
// @ts-nocheck
import 'reflect-metadata';
import { Container } from 'inversify';
import postgres from 'postgres';
import { TYPES } from './types.js';
import { readSettings, type Settings } from '../config/settings.js';
import { StateService } from '../state/StateService.js';
import { MaintenanceSealer } from '../state/MaintenanceSealer.js';
import { FleetRepository } from '../services/FleetRepository.js';
import { TelematicsClient } from '../services/TelematicsClient.js';
import { MetricsInterceptor, PrincipalInterceptor } from '../interceptors/index.js';
import { DispatchVehicleTool } from '../tools/DispatchVehicleTool.js';
import { ScheduleMaintenanceTool } from '../tools/ScheduleMaintenanceTool.js';
import { ExportTripLogTool } from '../tools/ExportTripLogTool.js';

export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<Settings>(TYPES.Settings).toConstantValue(readSettings());
  container
    .bind(TYPES.Sql)
    .toDynamicValue((context) => {
      const settings = context.container.get<Settings>(TYPES.Settings);
      return postgres(settings.databaseUrl, { max: 10, idle_timeout: 30 });
    })
    .inSingletonScope();

  container.bind(TYPES.StateService).to(StateService);
  container.bind(TYPES.MaintenanceSealer).to(MaintenanceSealer);
  container.bind(TYPES.FleetRepository).to(FleetRepository);
  container.bind(TYPES.Telematics).to(TelematicsClient);

  container.bind(TYPES.Interceptor).to(MetricsInterceptor);
  container.bind(TYPES.Interceptor).to(PrincipalInterceptor);

  container.bind(TYPES.Tool).to(DispatchVehicleTool);
  container.bind(TYPES.Tool).to(ScheduleMaintenanceTool);
  container.bind(TYPES.Tool).to(ExportTripLogTool);
  return container;
}
