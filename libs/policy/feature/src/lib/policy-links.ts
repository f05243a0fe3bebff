/** Address of a policy's details page (seeds 000 §2: `/page/policymarket/details?id=`). */
export function policyDetailHref(id: string): string {
  return `/page/policymarket/details?id=${encodeURIComponent(id)}`;
}
