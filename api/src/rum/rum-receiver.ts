import { Injectable, PayloadTooLargeException } from '@nestjs/common';
import { RUM_LIMITS } from '@forkful/domain';
import { parseJsonBody } from '../common/json-body';
import { MetricsService } from '../observability/metrics.service';
import { eventsIn } from './rum-events-in';
import { parseRumBatch } from './rum-batch';
import { RumIngest } from './rum-ingest.service';

export const RUM_TOO_LARGE_MESSAGE = `Request body is larger than the ${RUM_LIMITS.maxBodyBytes / 1024}kb limit of POST /rum`;

/**
 * POST /rum's body, from the parsed request to the buffer: its size (RUM_LIMITS.maxBodyBytes, below the app's JSON
 * limit), its shape (rum-batch.ts), then counted. A body the text/plain parser left as text (sendBeacon's type) is
 * parsed here with the app's JSON rules. Events of refused bodies are counted as refused.
 */
@Injectable()
export class RumReceiver {
  constructor(
    private readonly ingest: RumIngest,
    private readonly metrics: MetricsService,
  ) {}

  receive(body: unknown, contentLength: string | undefined): void {
    let batch;
    try {
      batch = parseRumBatch(this.checkedBody(body, contentLength));
    } catch (error) {
      this.metrics.rumEvents.inc({ outcome: 'refused' }, eventsIn(body));
      throw error;
    }
    this.ingest.accept(batch);
    this.metrics.rumEvents.inc({ outcome: 'accepted' }, batch.events.length);
  }

  private checkedBody(body: unknown, contentLength: string | undefined): unknown {
    // The declared length when there is one (sendBeacon and fetch always send it), else the body as sent again.
    const declared = Number(contentLength);
    const bytes = Number.isFinite(declared) && contentLength !== undefined ? declared : Buffer.byteLength(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
    if (bytes > RUM_LIMITS.maxBodyBytes) throw new PayloadTooLargeException(RUM_TOO_LARGE_MESSAGE);
    return typeof body === 'string' ? parseJsonBody(body) : body;
  }
}
