/**
 * The least a production start accepts (config.ts): a real database, public address, secrets, mail transport,
 * payment provider and webhook credentials, and no SMS codes. Tests that build a production app start from it.
 */
export const PRODUCTION_ENV = {
  MODE: 'production',
  DATABASE_URL: 'postgres://unused@localhost/unused',
  PUBLIC_URL: 'https://passport.example.com',
  SESSION_SECRET: 's'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com',
  PAYMENT_PROVIDER: 'adyen',
  ADYEN_API_KEY: 'adyen-api-key',
  ADYEN_MERCHANT_ACCOUNT: 'HealthPassportNL',
  ADYEN_HMAC_KEY: 'a'.repeat(64),
  WEBHOOK_USERNAME: 'adyen-webhook',
  WEBHOOK_PASSWORD: 'webhook-password-1',
  SMS_MFA: 'off',
} as const;
