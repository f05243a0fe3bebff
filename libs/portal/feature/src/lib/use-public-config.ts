import { getPublicConfig } from '@qifu/session';
import { useQuery } from '@tanstack/react-query';

/** Fallbacks of the public configuration (seeds 000 §9 "Service hours: 08:30-17:00"). */
export const PUBLIC_CONFIG_FALLBACK = {
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  ssoUrl: '/sso/login',
} as const;

/** The portal's public runtime configuration (`getPublicConfig`, fetched once and cached). */
export function usePublicConfig() {
  return useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
}
