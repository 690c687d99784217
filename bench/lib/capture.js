'use strict';
/** A call's answer as the bare server replays it: its body (base64) and the headers that describe it. */
async function capture(url) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const headers = { 'content-type': response.headers.get('content-type') };
  const total = response.headers.get('x-total-count');
  if (total) headers['x-total-count'] = total;
  return { body: body.toString('base64'), headers };
}

module.exports = { capture };
