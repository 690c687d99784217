import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { checkImageFile } from '../api/image-file-check';
import { uploadImage, uploadRefusalMessage } from '../api/upload-image';

/** The form's image URL field, as an upload reads and fills it. */
export interface ImageField {
  /** Its current value (watched: a URL typed over an uploaded photo's replaces that photo). */
  value: string;
  set: (url: string) => void;
}

interface Sending {
  previewUrl: string;
  /** 0 to 1; null until the browser reports any. */
  progress: number | null;
  controller: AbortController;
}

interface Uploaded {
  previewUrl: string;
  url: string;
  /** The field's value before the first upload, given back when the photo is removed. */
  replaced: string;
}

/** State that the callbacks of an upload in flight read when they run: a ref, set at once, beside what renders. */
function useRefState<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const ref = useRef(initial);
  const set = useCallback((next: T | ((now: T) => T)) => {
    ref.current = typeof next === 'function' ? (next as (now: T) => T)(ref.current) : next;
    setValue(ref.current);
  }, []);
  return [value, set, ref] as const;
}

/**
 * A photo upload for a recipe form: checks the chosen file, shows it (an object URL, revoked once no longer shown)
 * and sends it with its progress; once stored, its URL goes into the image field. A refusal leaves the form as it
 * was, with the message in `error`. Choosing again replaces the photo (cancelling an upload still running).
 */
export function useImageUpload(field: ImageField) {
  const t = useT();
  const errorText = useApiErrorText();
  const [sending, setSending, sendingRef] = useRefState<Sending | null>(null);
  const [uploaded, setUploaded, uploadedRef] = useRefState<Uploaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef(field);
  // An upload's refusal is worded when it comes, in the language shown then.
  const wording = useRef({ t, errorText });
  useEffect(() => {
    fieldRef.current = field;
    wording.current = { t, errorText };
  });
  const previews = useRef(new Set<string>());

  const release = useCallback((previewUrl: string | undefined) => {
    if (previewUrl && previews.current.delete(previewUrl)) URL.revokeObjectURL(previewUrl);
  }, []);

  useEffect(() => {
    const live = previews.current;
    return () => {
      sendingRef.current?.controller.abort();
      live.forEach((previewUrl) => URL.revokeObjectURL(previewUrl));
      live.clear();
    };
  }, [sendingRef]);

  const cancelSending = useCallback(() => {
    const current = sendingRef.current;
    if (!current) return;
    current.controller.abort();
    release(current.previewUrl);
    setSending(null);
  }, [release, sendingRef, setSending]);

  const finish = useCallback(
    (attempt: Sending, url: string) => {
      const previous = uploadedRef.current;
      const value = fieldRef.current.value;
      const replaced = previous && previous.url === value.trim() ? previous.replaced : value;
      release(previous?.previewUrl);
      setUploaded({ previewUrl: attempt.previewUrl, url, replaced });
      setSending(null);
      fieldRef.current.set(url);
    },
    [release, setSending, setUploaded, uploadedRef],
  );

  const choose = useCallback(
    (file: File) => {
      const refusal = checkImageFile(file, wording.current.t);
      if (refusal) return setError(refusal);
      cancelSending();
      setError(null);
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      const attempt: Sending = { previewUrl, progress: null, controller: new AbortController() };
      setSending(attempt);
      const isCurrent = () => sendingRef.current?.controller === attempt.controller;
      const onProgress = (progress: number) => isCurrent() && setSending((now) => now && { ...now, progress });
      uploadImage(file, { signal: attempt.controller.signal, onProgress }).then(
        (image) => isCurrent() && finish(attempt, image.url),
        (reason: unknown) => {
          if (!isCurrent()) return;
          release(previewUrl);
          setSending(null);
          setError(uploadRefusalMessage(reason, wording.current.t, wording.current.errorText));
        },
      );
    },
    [cancelSending, finish, release, sendingRef, setSending],
  );

  /** Drops the photo (cancelling its upload) and gives the image field back its value from before the upload. */
  const remove = useCallback(() => {
    cancelSending();
    const previous = uploadedRef.current;
    if (!previous) return;
    if (previous.url === fieldRef.current.value.trim()) fieldRef.current.set(previous.replaced);
    release(previous.previewUrl);
    setUploaded(null);
  }, [cancelSending, release, setUploaded, uploadedRef]);

  // A URL typed over the uploaded one means that photo is no longer the recipe's.
  const shownUpload = uploaded && uploaded.url === field.value.trim() ? uploaded : null;
  return {
    previewUrl: sending?.previewUrl ?? shownUpload?.previewUrl ?? null,
    uploading: sending !== null,
    progress: sending?.progress ?? null,
    uploaded: !sending && shownUpload !== null,
    error,
    choose,
    remove,
  };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
