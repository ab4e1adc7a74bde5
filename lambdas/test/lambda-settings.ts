/**
 * Settings every Lambda of the stack gets from CDK (and the local stack), set once for the tests so a
 * handler module that requires them at start can be imported by any test file.
 */
process.env.SITE_URL ??= 'https://store.d1gang.test';
process.env.UNSUBSCRIBE_SECRET ??= 'test-unsubscribe-secret';
// The stage's SES rate: the update sender requires it at start, and the outbox sweep paces by it. High, so
// tests that drain the outbox are not slowed; the pacing tests set their own.
process.env.UPDATE_SEND_RATE ??= '1000';
