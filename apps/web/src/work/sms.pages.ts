/**
 * The workbench pages of sms, one entry per page, see ./work-pages.ts.
 */
import { loadSmsWorkPages } from '@qifu/sms-feature/work';

import { workPages } from './work-pages';

export const smsWorkPages = workPages(loadSmsWorkPages, []);
