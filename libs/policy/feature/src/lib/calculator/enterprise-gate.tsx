import { useIsEnterprise, useSsoLoginHref } from '@qifu/session';
import { EnterpriseLoginBlock as LoginBlock, type EnterpriseLoginBlockProps as LoginBlockProps } from '@qifu/ui/prompts';
import { type ReactNode } from 'react';

/** Props of {@link EnterpriseLoginBlock}. */
export type EnterpriseLoginBlockProps = Pick<LoginBlockProps, 'onLogin' | 'onCancel'>;

/**
 * The enterprise-login prompt shown in place of an enterprise-only page (seeds 000 §6), the shared
 * block of `@qifu/ui/prompts` with 去登录 going to the enterprise single sign-on page returning here.
 */
export function EnterpriseLoginBlock(props: EnterpriseLoginBlockProps) {
  return <LoginBlock loginHref={useSsoLoginHref('QY')} {...props} />;
}

/** Props of {@link EnterpriseOnly}. */
export interface EnterpriseOnlyProps extends EnterpriseLoginBlockProps {
  children: ReactNode;
}

/** Renders `children` for a logged-in enterprise, the {@link EnterpriseLoginBlock} otherwise. */
export function EnterpriseOnly({ children, ...prompt }: EnterpriseOnlyProps) {
  return useIsEnterprise() ? <>{children}</> : <EnterpriseLoginBlock {...prompt} />;
}
