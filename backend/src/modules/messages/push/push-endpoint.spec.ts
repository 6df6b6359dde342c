import { PUSH_SERVICES, LOCAL_PUSH_HOSTS } from '../../../config/app-config';
import { pushEndpointAllowed } from './push-endpoint';

const production = PUSH_SERVICES;
const development = [...PUSH_SERVICES, ...LOCAL_PUSH_HOSTS];

describe('pushEndpointAllowed', () => {
  it("admits the big browsers' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH6D',
    ]) {
      expect(pushEndpointAllowed(endpoint, production)).toBe(true);
    }
  });

  it('refuses plain http, other hosts and look-alikes', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm-googleapis.com/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://internal.service/push',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/x',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(2100)}`,
    ]) {
      expect(pushEndpointAllowed(endpoint, production)).toBe(false);
    }
  });

  it('reaches this machine only where it is allowed, and over http only there', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4567/push/1', development)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:4567/push/1', development)).toBe(true);
    expect(pushEndpointAllowed('https://localhost/push/1', development)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4567/push/1', production)).toBe(false);
    expect(pushEndpointAllowed('http://localhost:6379/', production)).toBe(false);
    // A subdomain of localhost is a name anyone's DNS may answer.
    expect(pushEndpointAllowed('http://evil.localhost/push', development)).toBe(false);
    expect(pushEndpointAllowed('http://[::1]:4567/push/1', development)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.2/push/1', development)).toBe(false);
  });

  it('follows a configured list: a name admits its subdomains', () => {
    expect(pushEndpointAllowed('https://eu.push.example/abc', ['push.example'])).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', ['push.example'])).toBe(false);
  });
});
