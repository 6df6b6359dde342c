/** The session half of the SDK: no React and no antd, for a page that resumes the session before its app loads. */
export { getWithSession, resumeSession, type Session, storedCurrentEventId } from './auth/session';
