import mongoose from 'mongoose';

const workloadSchema = new mongoose.Schema(
  {
    namespace: String,
    name: String,
    kind: { type: String, enum: ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'] },
    disruptionBudget: Number,
  },
  { _id: false },
);

const nodeSchema = new mongoose.Schema(
  {
    cluster: { type: String, required: true, index: true },
    name: { type: String, required: true },
    zone: String,
    state: { type: String, enum: ['ready', 'cordoned', 'draining', 'drained', 'maintenance'], default: 'ready' },
    workloads: [workloadSchema],
    drainRequestedBy: String,
    drainJobId: String,
  },
  { timestamps: true, optimisticConcurrency: true },
);

nodeSchema.index({ cluster: 1, name: 1 }, { unique: true });

nodeSchema.statics.findByClusterAndName = function findByClusterAndName(cluster, name) {
  return this.findOne({ cluster, name });
};

nodeSchema.methods.summary = function summary() {
  return `${this.cluster}/${this.name} (${this.zone ?? 'unknown zone'}) is ${this.state}, ${this.workloads.length} workloads`;
};

export const Node = mongoose.models.Node ?? mongoose.model('Node', nodeSchema);
