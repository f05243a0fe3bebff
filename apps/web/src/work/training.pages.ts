/**
 * The workbench pages of training, one entry per page, see ./work-pages.ts.
 */
import { loadTrainingWorkPages } from '@qifu/training-feature/work';

import { workPages } from './work-pages';

export const trainingWorkPages = workPages(loadTrainingWorkPages, []);
