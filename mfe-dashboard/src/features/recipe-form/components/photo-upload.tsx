import { useDropzone } from 'react-dropzone';
import { Button, FieldError, ImageIcon } from '@forkful/ui';
import { useT, type T } from '../../../i18n';
import { acceptedPhotoKinds, MAX_PHOTO_MEGABYTES, PHOTO_PICKER_ACCEPT } from '../api/image-file-check';
import type { ImageUpload } from '../hooks/use-image-upload';
import { Hint, Label, Preview, PreviewImage, PreviewSide, ProgressBar, Status, Wrapper, Zone, ZoneText } from './photo-upload.styles';

function statusText(upload: ImageUpload, t: T): string {
  if (upload.uploading) {
    return upload.progress === null ? t('photo.uploading') : t('photo.uploadingPercent', { percent: Math.round(upload.progress * 100) });
  }
  return upload.uploaded ? t('photo.uploaded') : '';
}

/**
 * "Upload a photo": a drop zone that is also a button (Enter or Space opens the file dialog), the chosen photo's
 * preview with the upload's progress, a Remove button, and the refusal, if any. `upload` is useImageUpload's.
 */
export function PhotoUpload({ id, upload }: { id: string; upload: ImageUpload }) {
  const t = useT();
  const ids = { label: `${id}-label`, prompt: `${id}-prompt`, hint: `${id}-hint`, error: `${id}-error` };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: PHOTO_PICKER_ACCEPT,
    multiple: false,
    // The picker's accept only narrows what it offers; checkImageFile (in choose) gives the one verdict and message.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) upload.choose(file);
    },
  });
  const describedBy = [ids.hint, upload.error ? ids.error : null].filter(Boolean).join(' ');
  const percent = upload.progress === null ? undefined : Math.round(upload.progress * 100);

  return (
    <Wrapper>
      {/* Named by exactly the words it shows (its label, then its prompt), in every language: a speech user says what
          they see ("Upload a photo"), and a screen reader hears what is written on it. The space between the two keeps
          them two words apart in the text it shows ("photo Drag", not "photoDrag"). */}
      <Zone
        {...getRootProps({ role: 'button', 'aria-labelledby': `${ids.label} ${ids.prompt}`, 'aria-describedby': describedBy })}
        $active={isDragActive}
      >
        <ImageIcon size={26} />
        <ZoneText>
          <Label id={ids.label}>{t('photo.label')}</Label>{' '}
          <span id={ids.prompt}>{isDragActive ? t('photo.drop') : t('photo.prompt')}</span>
        </ZoneText>
      </Zone>
      <input {...getInputProps({ id: `${id}-file`, 'aria-label': t('photo.file'), 'aria-describedby': ids.hint })} />
      <Hint id={ids.hint}>{t('photo.hint', { kinds: acceptedPhotoKinds(t), max: MAX_PHOTO_MEGABYTES })}</Hint>
      {upload.previewUrl && (
        <Preview>
          <PreviewImage src={upload.previewUrl} alt={t('photo.preview')} />
          <PreviewSide>
            {upload.uploading && <ProgressBar aria-label={t('photo.progress')} max={100} value={percent} />}
            <Button type="button" $variant="secondary" $size="sm" onClick={upload.remove}>
              {t('photo.remove')}
            </Button>
          </PreviewSide>
        </Preview>
      )}
      {/* Always present, so screen readers hear the upload start and finish. */}
      <Status role="status" aria-labelledby={ids.label}>
        {statusText(upload, t)}
      </Status>
      {upload.error && (
        <FieldError id={ids.error} role="alert">
          {upload.error}
        </FieldError>
      )}
    </Wrapper>
  );
}
