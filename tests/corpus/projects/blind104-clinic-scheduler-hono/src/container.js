// Awilix container registrations for config, clients, repositories and tool sets.
const { createContainer, asFunction, asValue, InjectionMode } = require('awilix');
const { loadConfig } = require('./config');
const { createScheduleRepo } = require('./services/schedule-repo');
const { createEhrClient } = require('./services/ehr-client');
const { createStateTokens } = require('./mcp/state-token');
const { createAppointmentTools } = require('./tools/appointments');
const { createPrescriptionTools } = require('./tools/prescriptions');
const { createTokenVerifier } = require('./middleware/authenticate');

function buildContainer() {
  const container = createContainer({ injectionMode: InjectionMode.PROXY, strict: true });
  container.register({
    config: asValue(loadConfig()),
    scheduleRepo: asFunction(createScheduleRepo).singleton().disposer((repo) => repo.close()),
    ehr: asFunction(createEhrClient).singleton(),
    stateTokens: asFunction(createStateTokens).singleton(),
    verifyToken: asFunction(createTokenVerifier).singleton(),
    appointmentTools: asFunction(createAppointmentTools).singleton(),
    prescriptionTools: asFunction(createPrescriptionTools).singleton(),
  });
  return container;
}

module.exports = { buildContainer };
