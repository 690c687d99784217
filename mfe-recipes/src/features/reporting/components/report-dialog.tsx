import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import toast from 'react-hot-toast';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportableKind, type ReportReason } from '@forkful/domain';
import { apiErrorStatus } from '@forkful/runtime';
import { Button, FieldError, Modal, TextAreaField, focusRing, useApiErrorText, useRecipeTerms } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useReportItem } from '../api/report-item';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Subject = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.35rem;
  font-weight: 600;
`;

const Reason = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 40px;
  cursor: pointer;

  & > input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  & > input:focus-visible {
    ${focusRing}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface ReportDialogProps {
  kind: ReportableKind;
  itemId: string;
  itemLabel: string;
  onClose: () => void;
}

/** A refusal the reader can act on (already reported: 409, their own, gone) by its code; else a retry. */
function useFailureMessage(): (error: unknown) => string {
  const t = useT();
  const errorText = useApiErrorText();
  return (error) => {
    const status = apiErrorStatus(error);
    return status !== undefined && status >= 400 && status < 500 ? errorText(error) : t('report.failed');
  };
}

/**
 * The report dialog (its own chunk): why (one of REPORT_REASONS, required), an optional note, "Send report". Sent, it
 * closes with a thank-you toast; refused, it says why inline and stays open.
 */
export function ReportDialog({ kind, itemId, itemLabel, onClose }: ReportDialogProps) {
  const ids = { note: useId(), reasonError: useId() };
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const report = useReportItem(kind, itemId);
  const t = useT();
  const terms = useRecipeTerms();
  const failureMessage = useFailureMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setMissingReason(true);
      firstReason.current?.focus();
      return;
    }
    const trimmed = note.trim();
    report.mutate(trimmed ? { reason, note: trimmed } : { reason }, {
      onSuccess: () => {
        toast.success(t('report.sent'));
        onClose();
      },
    });
  }

  return (
    <Modal title={kind === 'review' ? t('report.titleReview') : t('report.titleCollection')} onClose={onClose}>
      <Form noValidate onSubmit={submit}>
        <Subject>{t('report.subject', { item: itemLabel })}</Subject>
        <Reasons aria-describedby={missingReason ? ids.reasonError : undefined}>
          <Legend>{t('report.why')}</Legend>
          {REPORT_REASONS.map((value, index) => (
            <Reason key={value}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`report-reason-${itemId}`}
                value={value}
                required
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              {terms.reportReason(value)}
            </Reason>
          ))}
          {missingReason && (
            <FieldError id={ids.reasonError} role="alert">
              {t('report.chooseReason')}
            </FieldError>
          )}
        </Reasons>
        <TextAreaField
          id={ids.note}
          label={t('report.note')}
          hint={t('report.noteHint', { max: MODERATION_LIMITS.noteMax })}
          maxLength={MODERATION_LIMITS.noteMax}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {report.isError && <FieldError role="alert">{failureMessage(report.error)}</FieldError>}
        <Actions>
          <Button type="submit" $size="sm" disabled={report.isPending} aria-busy={report.isPending || undefined}>
            {report.isPending ? t('report.sending') : t('report.send')}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={onClose}>
            {t('report.cancel')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
