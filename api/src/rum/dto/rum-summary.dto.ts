import { ApiProperty } from '@nestjs/swagger';
import type { RumHealth as RumHealthShape, RumSummary as RumSummaryShape } from '@forkful/domain';

/** One app version's health over a window (domain's RumHealth), as /api/docs describes it. */
export class RumHealthResponse implements RumHealthShape {
  @ApiProperty({ type: 'integer' }) pageViews: number;
  @ApiProperty({ type: 'integer', description: 'Page views with at least one error' }) erroredViews: number;
  @ApiProperty({ type: 'number', nullable: true, description: 'erroredViews / pageViews; null without page views' }) errorRate: number | null;
  @ApiProperty({ type: 'integer' }) errors: number;
  @ApiProperty({ type: 'integer' }) failedRemoteLoads: number;
  @ApiProperty({ type: 'integer', description: 'API answers of 5xx and network failures' }) apiFailures: number;
  @ApiProperty({ type: 'number', nullable: true, description: '75th percentile of LCP in ms (within about 5 %); null without values' }) lcpP75: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: '75th percentile of INP in ms' }) inpP75: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: '75th percentile of CLS (unitless)' }) clsP75: number | null;
}

/** GET /rum/summary's answer (domain's RumSummary). */
export class RumSummaryResponse implements RumSummaryShape {
  @ApiProperty() app: string;
  @ApiProperty() version: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'The start of sinceLive; null when the version has no data' })
  since: string | null;
  @ApiProperty({ type: RumHealthResponse, description: 'The last 60 minutes (the current one included)' }) lastHour: RumHealthResponse;
  @ApiProperty({ type: RumHealthResponse, description: 'Since `since`' }) sinceLive: RumHealthResponse;
}
