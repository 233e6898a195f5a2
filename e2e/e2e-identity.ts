// The e2e server's admin address and session secret (playwright.config.ts passes them to it), so a
// journey can verify the admin's address with the same signed link the server's e-mail carries.
export const E2E_ADMIN_EMAIL = 'admin@storyloom.test';
export const E2E_SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-for-tests';
