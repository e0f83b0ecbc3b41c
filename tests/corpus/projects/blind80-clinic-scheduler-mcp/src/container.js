// awilix container: registers config, database, crypto, services, tools and the middleware pipeline.
'use strict';

const { createContainer, asFunction, asClass, asValue, InjectionMode, Lifetime } = require('awilix');
const { loadConfig } = require('./config');
const { createDb } = require('./db');
const { deriveStateKey } = require('./crypto/stateKey');
const { StateSealer } = require('./crypto/stateSealer');
const { AppointmentsService } = require('./services/appointments');
const { Notifier } = require('./services/notifier');
const { BookAppointmentTool } = require('./tools/bookAppointment');
const { CancelAppointmentTool } = require('./tools/cancelAppointment');
const { RescheduleVisitTool } = require('./tools/rescheduleVisit');
const { createPipeline } = require('./middleware/pipeline');

function buildContainer() {
  const container = createContainer({ injectionMode: InjectionMode.PROXY, strict: true });

  container.register({
    config: asValue(loadConfig()),
    db: asFunction(createDb, { lifetime: Lifetime.SINGLETON, dispose: (pool) => pool.end() }),
    stateKey: asFunction(deriveStateKey, { lifetime: Lifetime.SINGLETON }),
    stateSealer: asClass(StateSealer, { lifetime: Lifetime.SINGLETON }),
    appointments: asClass(AppointmentsService, { lifetime: Lifetime.SINGLETON }),
    notifier: asClass(Notifier, { lifetime: Lifetime.SINGLETON }),
    bookTool: asClass(BookAppointmentTool, { lifetime: Lifetime.SINGLETON }),
    cancelTool: asClass(CancelAppointmentTool, { lifetime: Lifetime.SINGLETON }),
    rescheduleTool: asClass(RescheduleVisitTool, { lifetime: Lifetime.SINGLETON }),
    toolRegistry: asFunction(
      ({ bookTool, cancelTool, rescheduleTool }) =>
        Object.fromEntries([bookTool, cancelTool, rescheduleTool].map((t) => [t.name, t])),
      { lifetime: Lifetime.SINGLETON },
    ),
    pipeline: asFunction(createPipeline, { lifetime: Lifetime.SINGLETON }),
  });

  return container;
}

module.exports = { buildContainer };
