/**
 * How often one invitation may be e-mailed (first sending, re-sends, and the same e-mail invited again
 * after a revoke all count): not within a minute of the last e-mail, and at most three times a day. The
 * plan's daily invitation limit counts every one of these e-mails as well.
 */
export const INVITATION_EMAIL_COOLDOWN_SECONDS = 60;
export const INVITATION_EMAILS_PER_DAY = 3;
