import { act } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { http } from '@forkful/runtime';
import type { UploadedImage } from '@forkful/domain';

/** jsdom has no object URLs: the n-th one created is `blob:preview-<n>`; `revoked` lists those given back. */
export function fakeObjectUrls() {
  let count = 0;
  const revoked: string[] = [];
  URL.createObjectURL = jest.fn(() => `blob:preview-${++count}`);
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  return { revoked };
}

/** A chosen photo; `size` overrides the (tiny) real one. */
export function photoFile(name = 'risotto.jpg', options: { type?: string; size?: number } = {}): File {
  const file = new File(['photo bytes'], name, { type: options.type ?? 'image/jpeg' });
  if (options.size !== undefined) Object.defineProperty(file, 'size', { value: options.size });
  return file;
}

/** An API refusal as axios rejects with it: the status and the API's JSON body `{ statusCode, message }`. */
export function httpRefusal(status: number, message: string): AxiosError {
  const response = { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: { statusCode: status, message } };
  return new AxiosError(`Request failed with status code ${status}`, String(status), undefined, undefined, response as AxiosResponse);
}

export const UPLOADED: UploadedImage = { id: '65f0a1b2c3d4e5f6a7b8c9d0', url: 'https://api.forkful.test/images/65f0a1b2c3d4e5f6a7b8c9d0' };

/**
 * POST /images on `http`, held open until the test says: it reports progress (`progress(0.4)`), then answers
 * (`succeed()`) or refuses (`refuse(415, message)`). Other posts are not expected.
 */
export function serveUpload() {
  let config: AxiosRequestConfig | undefined;
  let settle: { resolve: (value: unknown) => void; reject: (reason: unknown) => void } | undefined;
  const post = jest.spyOn(http, 'post').mockImplementation((_url, _body, requestConfig) => {
    config = requestConfig;
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  });
  return {
    post,
    /** The FormData the form posted. */
    body: () => post.mock.calls[0]?.[1] as FormData,
    progress: (fraction: number) =>
      act(() => config?.onUploadProgress?.({ loaded: fraction * 100, total: 100, progress: fraction, bytes: 1 } as AxiosProgressEvent)),
    succeed: (image: UploadedImage = UPLOADED) => act(async () => settle?.resolve({ status: 201, data: image })),
    refuse: (status: number, message: string) => act(async () => settle?.reject(httpRefusal(status, message))),
  };
}
