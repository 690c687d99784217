/// <reference types="node" />
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The tree as HTML, through React's streaming renderer: every Suspense boundary that is ready by `deadline` is in
 * the HTML; one still waiting then (a page whose code or data hangs), or one whose content threw, goes out as its
 * fallback, marked for React to render it in the browser. Rejects only when the shell itself (outside every
 * boundary) fails. `errors` collects what the boundaries threw, for the caller to log once.
 */
export function renderToHtml(tree: ReactNode, deadline: number, errors: unknown[], nonce?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(tree, {
      // Everything ready goes inline, in place: a large boundary is not moved to the end of the HTML behind a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Only the scripts React adds when it gives up on a boundary at the deadline (to render it in the browser).
      nonce,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        errors.push(error);
      },
    });
    // What is not ready in time is left to the browser: abort() sends the fallbacks of the waiting boundaries.
    timer = setTimeout(() => {
      stream.pipe(sink);
      stream.abort(new Error('not rendered in time on the server'));
    }, Math.max(0, deadline - Date.now()));
  });
}
