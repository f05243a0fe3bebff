// The policy market, anonymously, from Node: `node build/list-policies.js http://host:port/api`.
import { createApiClient, isApiError, unwrap } from '@qifu/sdk';

const api = createApiClient({ baseUrl: process.argv[2] ?? 'http://localhost:8080/api' });
try {
  const page = await unwrap(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }));
  console.log(`listPolicyDoc: ${page.total} policies; first: ${page.list[0]?.policyTitle ?? '(none)'}`);
} catch (error) {
  console.error(isApiError(error) ? `listPolicyDoc failed: ${error.status} ${error.code} ${error.msg}` : error);
  process.exit(1);
}
