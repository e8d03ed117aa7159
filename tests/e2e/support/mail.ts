// The real SMTP server (the `smtp-server` package) the server's integration tests use: a journey reads the
// mail the production server sent, as a user opens it, through the same harness.
export { resetLinkIn, startMailCatcher, type MailCatcher } from '../../../apps/server/test/smtp.ts';
