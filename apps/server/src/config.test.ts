import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_ENV } from './test/productionEnv.js';

describe('loadConfig', () => {
  it('starts in demo mode on port 3000 with the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, mode: 'demo', isDemo: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty settings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every bad setting', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid setting: /);
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
      expect(message).not.toContain('\n');
    }
  });

  it('requires a database, a public URL and a session secret in production', () => {
    expect(() => loadConfig({ MODE: 'production' })).toThrow(/DATABASE_URL.*PUBLIC_URL.*SESSION_SECRET/);
    const config = loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://passport.example.com/' });
    expect(config).toMatchObject({ isDemo: false, publicUrl: 'https://passport.example.com' });
  });

  describe('production refuses to start unsafe', () => {
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        loadConfig({ ...PRODUCTION_ENV, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message;
      }
      return expect.unreachable('production started');
    };

    it('with the test payment provider, which takes test cards as payment', () => {
      expect(refusal({ PAYMENT_PROVIDER: 'test' })).toMatch(/PAYMENT_PROVIDER: must be a real provider/);
      expect(refusal({ PAYMENT_PROVIDER: undefined })).toMatch(/PAYMENT_PROVIDER: must be a real provider/);
    });

    it('without the webhook credentials', () => {
      expect(refusal({ WEBHOOK_USERNAME: undefined })).toMatch(
        /WEBHOOK_USERNAME: is required when MODE=production/,
      );
      expect(refusal({ WEBHOOK_PASSWORD: undefined })).toMatch(
        /WEBHOOK_PASSWORD: is required when MODE=production/,
      );
    });

    it('without a mail transport', () => {
      expect(refusal({ SMTP_URL: undefined })).toMatch(/SMTP_URL: is required when MODE=production/);
    });

    it('while SMS sign-in codes are offered without an SMS transport', () => {
      expect(refusal({ SMS_MFA: 'on' })).toMatch(/SMS_MFA: must be off when MODE=production/);
      expect(refusal({ SMS_MFA: undefined })).toMatch(/SMS_MFA: must be off/);
    });

    it('naming only the unsafe setting', () => {
      expect(refusal({ SMTP_URL: undefined })).toBe(
        'Invalid setting: SMTP_URL: is required when MODE=production',
      );
    });
  });

  it('listens on loopback in demo mode and on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_ENV).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses the fault tests’ crash point in production', () => {
    expect(loadConfig({ FAULT_INJECT: 'after-commit:payments.webhook' }).faultInject).toBe(
      'after-commit:payments.webhook',
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, FAULT_INJECT: 'after-commit:payments.webhook' })).toThrow(
      /FAULT_INJECT: is for the fault tests, never production/,
    );
    expect(loadConfig(PRODUCTION_ENV).faultInject).toBeUndefined();
  });

  it('takes the CORS origins of /graphql as an explicit list, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.com, https://partner.example.org' }).corsOrigins,
    ).toEqual(['https://app.example.com', 'https://partner.example.org']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/CORS_ORIGINS/);
  });

  it("takes the native-app wrappers' origins as an explicit list, none by default", () => {
    expect(loadConfig({}).nativeAppOrigins).toEqual([]);
    expect(loadConfig({ NATIVE_APP_ORIGINS: 'https://app.example.com' }).nativeAppOrigins).toEqual([
      'https://app.example.com',
    ]);
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: '*' })).toThrow(/NATIVE_APP_ORIGINS/);
  });

  it('trusts a proxy by hop count or by address, never everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '2001:db8::/32',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe a forged/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*not: 10.0.0.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('rejects a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  describe('object storage', () => {
    const S3 = { S3_BUCKET: 'hp-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key' };

    it('keeps files in DATA_DIR/files without S3_BUCKET', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('uses the bucket with AWS defaults: eu-central-1, virtual-host addressing, AES256 encryption', () => {
      expect(loadConfig(S3).s3).toEqual({
        endpoint: undefined,
        region: 'eu-central-1',
        bucket: 'hp-files',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-key',
        forcePathStyle: false,
        sse: 'AES256',
        sseKmsKeyId: undefined,
      });
    });

    it('takes an S3-compatible endpoint, path-style addressing and a KMS key', () => {
      const config = loadConfig({
        ...S3,
        S3_ENDPOINT: 'https://s3.example.net',
        S3_REGION: 'nl-ams',
        S3_FORCE_PATH_STYLE: 'true',
        S3_SSE: 'aws:kms',
        S3_SSE_KMS_KEY_ID: 'alias/health-passport',
      });
      expect(config.s3).toMatchObject({
        endpoint: 'https://s3.example.net',
        region: 'nl-ams',
        forcePathStyle: true,
        sse: 'aws:kms',
        sseKmsKeyId: 'alias/health-passport',
      });
    });

    it('stops at a partial setting, naming the missing keys', () => {
      expect(() => loadConfig({ S3_BUCKET: 'hp-files' })).toThrow(
        'Invalid setting: S3_ACCESS_KEY_ID: is required with S3_BUCKET; S3_SECRET_ACCESS_KEY: is required with S3_BUCKET',
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(
        'Invalid setting: S3_BUCKET: is required with S3_ENDPOINT, S3_ACCESS_KEY_ID',
      );
      expect(() => loadConfig({ ...S3, S3_SSE_KMS_KEY_ID: 'alias/x' })).toThrow(
        /S3_SSE_KMS_KEY_ID: is used only with S3_SSE=aws:kms/,
      );
    });

    it('names bad values', () => {
      expect(() =>
        loadConfig({ ...S3, S3_BUCKET: 'Not_A_Bucket', S3_SSE: 'DES', S3_FORCE_PATH_STYLE: 'yes' }),
      ).toThrow(/S3_BUCKET: must be an S3 bucket name.*S3_FORCE_PATH_STYLE.*S3_SSE/);
    });
  });
});
