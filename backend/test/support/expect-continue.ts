import { request } from 'node:http';

export interface ContinuedAnswer {
  /** Whether the server said 100 Continue before the body was sent. */
  continued: boolean;
  status: number;
  body: string;
}

/**
 * What curl does with a body over 1 MB: sends the headers with `Expect: 100-continue`, and the body only
 * once the server says 100 Continue.
 */
export function putAfterContinue(url: string, headers: Record<string, string>, body: Buffer): Promise<ContinuedAnswer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const put = request(url, {
      method: 'PUT',
      headers: { ...headers, 'Content-Length': body.length, Expect: '100-continue' },
    });
    put.on('continue', () => {
      continued = true;
      put.end(body);
    });
    put.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        // A server that answered without a 100 Continue never got the body: this request ends here.
        put.destroy();
        resolve({ continued, status: response.statusCode!, body: text });
      });
    });
    put.on('error', reject);
    put.flushHeaders();
  });
}
