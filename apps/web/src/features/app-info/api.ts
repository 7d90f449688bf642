import { graphql } from '../../lib/gql';
import { graphqlRequest } from '../../lib/api';

export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      version
      mode
      maintenance
    }
  }
`);

export async function fetchAppInfo() {
  const { appInfo } = await graphqlRequest(AppInfoQuery);
  return appInfo;
}
