import ky from 'ky';

const base = process.env.FSM_API_URL ?? 'https://api.fsm-vendor.example/v2';

export function fsmClient(bearer) {
  const api = ky.create({ prefixUrl: base, headers: { authorization: `Bearer ${bearer}` }, timeout: 10_000 });
  return {
    job: (jobId) => api.get(`jobs/${jobId}`).json(),
    availableTechnicians: (jobId) => api.get(`jobs/${jobId}/available-technicians`).json(),
    assign: (jobId, technicianId) => api.post(`jobs/${jobId}/assignment`, { json: { technicianId } }).json(),
    reschedule: (jobId, window) => api.patch(`jobs/${jobId}`, { json: { window } }).json(),
  };
}
