/** The part of http_ece's API the push tests use (the package ships no types). */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair. */
    privateKey?: ECDH;
    /** The receiver's authentication secret, base64url. */
    authSecret?: string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
