import { AxiosError, type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import { apiErrorMessage, http } from '@forkful/runtime';
import { englishT } from '../../../i18n';
import { UPLOADED, httpRefusal, photoFile } from '../../../testing/uploads';
import { UPLOAD_TIMEOUT_MS, uploadImage, uploadRefusalMessage } from './upload-image';

beforeEach(() => jest.restoreAllMocks());

describe('uploadImage', () => {
  it("posts the file as multipart field 'file' with a long timeout, reporting the share sent", async () => {
    const post = jest.spyOn(http, 'post').mockImplementation(async (_url, _body, config?: AxiosRequestConfig) => {
      config?.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25 } as AxiosProgressEvent);
      config?.onUploadProgress?.({ loaded: 100, total: 100, progress: 1, bytes: 75 } as AxiosProgressEvent);
      return { status: 201, data: UPLOADED };
    });
    const file = photoFile();
    const progress: number[] = [];
    await expect(uploadImage(file, { onProgress: (fraction) => progress.push(fraction) })).resolves.toEqual(UPLOADED);
    const [url, body, config] = post.mock.calls[0];
    expect(url).toBe('/images');
    expect((body as FormData).get('file')).toBe(file);
    expect(config?.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(progress).toEqual([0.25, 1]);
  });

  it('fails when the answer does not carry the stored URL', async () => {
    jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: {} });
    await expect(uploadImage(photoFile())).rejects.toThrow('The server did not say where it stored the photo.');
  });
});

describe('uploadRefusalMessage', () => {
  it("gives the API's message for a refusal, and says the upload failed for anything else", () => {
    expect(uploadRefusalMessage(httpRefusal(413, 'The photo is larger than 10 MB'), englishT, apiErrorMessage)).toBe('The photo is larger than 10 MB');
    expect(uploadRefusalMessage(new AxiosError('Network Error', 'ERR_NETWORK'), englishT, apiErrorMessage)).toBe('The photo could not be uploaded: Network Error');
  });
});
