import { graphql } from '../../lib/gql';
import { graphqlRequest } from '../../lib/api';

export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      version
      mode
      maintenance
      nativeAppOrigins
    }
  }
`);

export async function fetchAppInfo() {
  const { appInfo } = await graphqlRequest(AppInfoQuery);
  return appInfo;
}

/** The server's public facts, asked once per page load and shared by whoever needs them. */
export const appInfoQuery = {
  queryKey: ['appInfo'],
  queryFn: fetchAppInfo,
  staleTime: Infinity,
  retry: false,
} as const;
