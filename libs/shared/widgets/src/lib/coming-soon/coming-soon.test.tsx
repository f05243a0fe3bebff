import { render, screen } from '@qifu/ui/testing';
import { describe, expect, it } from 'vitest';

import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('defaults to 功能研发中 / 敬请期待~', () => {
    render(<ComingSoon />);
    expect(screen.getByRole('heading', { name: '功能研发中' })).toBeInTheDocument();
    expect(screen.getByText('敬请期待~')).toBeInTheDocument();
  });

  it('takes its own title and text', () => {
    render(<ComingSoon title="数据大屏" text="即将上线" />);
    expect(screen.getByRole('heading', { name: '数据大屏' })).toBeInTheDocument();
    expect(screen.getByText('即将上线')).toBeInTheDocument();
    expect(screen.queryByText('功能研发中')).not.toBeInTheDocument();
  });
});
