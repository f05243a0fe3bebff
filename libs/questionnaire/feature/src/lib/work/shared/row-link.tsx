import { Button } from '@mantine/core';
import { AppLink } from '@qifu/ui';
import type { ReactNode } from 'react';

/** A row action that navigates (client-side through `AppLink`), styled like `RowButton`. */
export function RowLink({ href, children, 'aria-label': ariaLabel }: { href: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Button size="compact-sm" variant="subtle" component={AppLink} href={href} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
