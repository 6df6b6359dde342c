/**
 * The part of oidc-provider (which ships no types) that the embedded identity provider uses.
 * See https://github.com/panva/node-oidc-provider/blob/main/docs/README.md.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    uid?: string;
    grantId?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      route: string;
      prompts: Set<string>;
      params?: Record<string, unknown>;
      client?: { clientId: string };
      session?: { accountId?: string };
      promptPending(name: string): boolean;
      provider: Provider;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean);
  }

  export class Prompt {
    constructor(options: { name: string; requestable: boolean }, ...checks: Check[]);
  }

  export const interactionPolicy: {
    Check: typeof Check;
    Prompt: typeof Prompt;
    base(): Prompt[] & { add(prompt: Prompt, index?: number): void };
  };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
