import { useMutation } from '@tanstack/react-query';
import type { ReportableKind, ReportInput } from '@forkful/domain';
import { api } from '@forkful/runtime/api';

/** POST /reviews/{id}/reports or /collections/{id}/reports: one report per cook and item (409 on a second). */
export function useReportItem(kind: ReportableKind, itemId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => api.moderation.report(kind, itemId, input) });
}
