import { useDropzone } from 'react-dropzone';
import { Button, FieldError, ImageIcon } from '@forkful/ui';
import { ACCEPTED_PHOTO_KINDS, MAX_PHOTO_MEGABYTES, PHOTO_PICKER_ACCEPT } from '../api/image-file-check';
import type { ImageUpload } from '../hooks/use-image-upload';
import { Hint, Label, Preview, PreviewImage, PreviewSide, ProgressBar, Status, Wrapper, Zone } from './photo-upload.styles';

function statusText(upload: ImageUpload): string {
  if (upload.uploading) return upload.progress === null ? 'Uploading photo...' : `Uploading photo... ${Math.round(upload.progress * 100)}%`;
  return upload.uploaded ? 'Photo uploaded' : '';
}

/**
 * "Upload a photo": a drop zone that is also a button (Enter or Space opens the file dialog), the chosen photo's
 * preview with the upload's progress, a Remove button, and the refusal, if any. `upload` is useImageUpload's.
 */
export function PhotoUpload({ id, upload }: { id: string; upload: ImageUpload }) {
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
      <Label id={ids.label}>Upload a photo</Label>
      {/* Named by the label and its own words: a speech user says what they see ("click to choose one"). */}
      <Zone
        {...getRootProps({ role: 'button', 'aria-labelledby': `${ids.label} ${ids.prompt}`, 'aria-describedby': describedBy })}
        $active={isDragActive}
      >
        <ImageIcon size={26} />
        <span id={ids.prompt}>{isDragActive ? 'Drop the photo here' : 'Drag a photo here, or click to choose one'}</span>
      </Zone>
      <input {...getInputProps({ id: `${id}-file`, 'aria-label': 'Photo file', 'aria-describedby': ids.hint })} />
      <Hint id={ids.hint}>
        {ACCEPTED_PHOTO_KINDS}, up to {MAX_PHOTO_MEGABYTES} MB. An image URL or an uploaded photo: either is enough.
      </Hint>
      {upload.previewUrl && (
        <Preview>
          <PreviewImage src={upload.previewUrl} alt="Preview of the chosen photo" />
          <PreviewSide>
            {upload.uploading && <ProgressBar aria-label="Upload progress" max={100} value={percent} />}
            <Button type="button" $variant="secondary" $size="sm" onClick={upload.remove}>
              Remove photo
            </Button>
          </PreviewSide>
        </Preview>
      )}
      {/* Always present, so screen readers hear the upload start and finish. */}
      <Status role="status" aria-labelledby={ids.label}>{statusText(upload)}</Status>
      {upload.error && (
        <FieldError id={ids.error} role="alert">
          {upload.error}
        </FieldError>
      )}
    </Wrapper>
  );
}
