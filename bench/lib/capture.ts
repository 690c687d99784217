/** A route the bare server (bench/bare-server.ts) replays: its body (base64) and the headers that describe it. */
export interface CapturedRoute {
  body: string;
  headers: Record<string, string | null>;
}

/** A call's answer as the bare server replays it: its body (base64) and the headers that describe it. */
export async function capture(url: string, requestHeaders: Record<string, string> = {}): Promise<CapturedRoute> {
  const response = await fetch(url, { headers: requestHeaders });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  const headers: Record<string, string | null> = { 'content-type': response.headers.get('content-type') };
  const total = response.headers.get('x-total-count');
  if (total) headers['x-total-count'] = total;
  return { body: body.toString('base64'), headers };
}
