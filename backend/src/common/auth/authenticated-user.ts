/** Who is asking, as proven by the bearer token: never taken from the request body. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** The sign-in the token was issued to; signing out revokes it. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthenticatedUser;
  }
}
