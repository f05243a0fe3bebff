import { getPublicConfig } from '@qifu/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The built-in public configuration, shown while `getPublicConfig` has not answered and when the
 * API is down (issue 14 "footer contacts from configuration with a built-in fallback, so they stay
 * when the API is down"). The contact values are the platform's own defaults and the demo seed's
 * contact block (API `PLATFORM_CONSTANTS`, seed `demoHomeContact`; seeds 000 §2 footer, §9 service
 * hours 08:30-17:00). This is the only copy in the web app: read contacts through
 * {@link publicContacts}.
 */
export const PUBLIC_CONFIG_FALLBACK = {
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  orgName: '德清县',
  ssoUrl: '/sso/login',
} as const;

/** The footer / service-guide contacts (strings; an empty string means "not configured, hide it"). */
export interface PublicContacts {
  serviceCentreName: string;
  serviceHours: string;
  hotline: string;
  mailbox: string;
  recordNumber: string;
  orgName: string;
}

/**
 * The contacts to show: the configuration's values once it has answered (an operator's empty value
 * stays empty), {@link PUBLIC_CONFIG_FALLBACK} before that and when the API is unreachable (issue 14).
 */
export function publicContacts(config: { [K in keyof PublicContacts]?: string | null } | undefined): PublicContacts {
  if (!config) {
    const { ssoUrl: _sso, ...contacts } = PUBLIC_CONFIG_FALLBACK;
    return contacts;
  }
  return {
    serviceCentreName: config.serviceCentreName ?? PUBLIC_CONFIG_FALLBACK.serviceCentreName,
    serviceHours: config.serviceHours ?? PUBLIC_CONFIG_FALLBACK.serviceHours,
    hotline: config.hotline ?? '',
    mailbox: config.mailbox ?? '',
    recordNumber: config.recordNumber ?? '',
    orgName: config.orgName ?? '',
  };
}

/** The portal's public runtime configuration (`getPublicConfig`, fetched once and cached). */
export function usePublicConfig() {
  return useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
}
