import type { CodegenConfig } from '@graphql-codegen/cli';

// The client's operations are typed against the server's SDL files: a breaking schema change fails typecheck.
const config: CodegenConfig = {
  schema: ['../server/src/graphql/*.graphql', '../server/src/modules/**/*.graphql'],
  documents: ['src/**/*.{ts,tsx}', '!src/lib/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/lib/gql/': {
      preset: 'client',
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Date: 'string' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
