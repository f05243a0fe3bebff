// The TanStack Query hooks of `@qifu/sdk/react-query`, typechecked only (issue 17 acceptance 2).
import { createApiClient } from '@qifu/sdk';
import { createApiQueryHooks } from '@qifu/sdk/react-query';

const $api = createApiQueryHooks(createApiClient({ baseUrl: '/api' }));

/** The titles of the policy market's first page. */
export function PolicyTitles() {
  const { data, error } = $api.useQuery('get', '/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } });
  if (error) return <p>{error.msg}</p>;
  const titles: string[] = (data?.data?.list ?? []).map((policy) => policy.policyTitle);
  // @ts-expect-error a field the contract does not have is refused by the compiler
  const misspelt: unknown = data?.data?.list[0]?.policyTitel;
  return <ul data-misspelt={String(misspelt)}>{titles.map((title) => <li key={title}>{title}</li>)}</ul>;
}

/** A query with a parameter the operation does not take is refused too. */
export function WrongParameter() {
  // @ts-expect-error `pageNumber` is not a parameter of listPolicyDoc
  $api.useQuery('get', '/policy/doc/list', { params: { query: { pageNumber: 1 } } });
  return null;
}
