import type { LoggerOptions } from 'pino';
import type { Config } from './config.js';

/** Structured JSON logs; secrets never reach them. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.code',
        '*.token',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
  };
}
