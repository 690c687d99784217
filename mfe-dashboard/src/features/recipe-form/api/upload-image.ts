import { apiErrorStatus, isOfflineError } from '@forkful/runtime';
import { api } from '@forkful/runtime/api';
import { IMAGE_UPLOAD, type UploadedImage } from '@forkful/domain';
import type { T } from '../../../i18n';

/** A 10 MB photo on a slow uplink takes far longer than the client's default 15 s meant for JSON calls. */
export const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

export interface UploadOptions {
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /images (multipart, field `file`): the stored photo's id and absolute URL. */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  const body = new FormData();
  body.append(IMAGE_UPLOAD.field, file);
  const uploaded = await api.images.upload(body, {
    timeout: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: (event) => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (fraction !== undefined) options.onProgress?.(Math.min(1, fraction));
    },
  });
  if (typeof uploaded?.url !== 'string' || !uploaded.url) {
    throw new Error('The server did not say where it stored the photo.');
  }
  return uploaded;
}

/**
 * What to tell the cook when an upload fails, in `t`'s language: the refusal's own text (`errorText`, useApiErrorText's),
 * that the browser is offline, else that the photo could not be uploaded and why.
 */
export function uploadRefusalMessage(error: unknown, t: T, errorText: (error: unknown) => string): string {
  const message = errorText(error);
  return apiErrorStatus(error) || isOfflineError(error) ? message : t('photo.uploadFailed', { reason: message });
}
