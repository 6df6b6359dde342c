import { Injectable } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { generateRequestDetails, type RequestDetails } from 'web-push';
import { AppConfig } from '../../../config/app-config';
import { pushEndpointAllowed } from './push-endpoint';
import type { PushMessage } from './push-message';

/** A device's subscription as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What a push did: the push service took it, the subscription is gone (404/410: the device unsubscribed
 * or the browser dropped it), or the endpoint is no longer one the worker may reach.
 */
export type PushOutcome = 'delivered' | 'gone' | 'refused';

/** A day: a device offline longer than that has no use for the news. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push with VAPID (RFC 8030, 8291, 8292). web-push encrypts the payload and signs
 * the VAPID token; the request is sent here, because web-push always speaks TLS and follows no policy of
 * ours: this sends only to allowed hosts, plain http only to this machine in development and tests, and
 * never follows a redirect. Other failures throw, for the job's retries.
 */
@Injectable()
export class PushSender {
  constructor(private readonly config: AppConfig) {}

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const vapid = this.config.vapid;
    if (!vapid) throw new Error('Push notifications are not set up');
    if (!pushEndpointAllowed(target.endpoint, this.config.pushServiceHosts)) return 'refused';
    const details = generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      { TTL: TIME_TO_LIVE_SECONDS, vapidDetails: vapid, contentEncoding: 'aes128gcm' },
    );
    const status = await post(details);
    if (status >= 200 && status < 300) return 'delivered';
    if (status === 404 || status === 410) return 'gone';
    throw new Error(`The push service answered ${status}`);
  }
}

/** POSTs the request and answers the status; the answer's body is read and dropped. */
function post(details: RequestDetails): Promise<number> {
  const url = new URL(details.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: 'POST', headers: details.headers, timeout: TIMEOUT_MS }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('The push service did not answer in time')));
    outgoing.on('error', reject);
    outgoing.end(details.body ?? undefined);
  });
}
