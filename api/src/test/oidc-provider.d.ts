/** The little of oidc-provider (which ships no types) that the test identity provider uses. */
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): RequestListener;
    on(event: string, listener: (...args: any[]) => void): this;
  }
}
