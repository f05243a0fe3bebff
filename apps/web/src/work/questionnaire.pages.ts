/**
 * The workbench pages of questionnaire, one entry per page, see ./work-pages.ts.
 */
import { loadQuestionnaireWorkPages } from '@qifu/questionnaire-feature/work';

import { workPages } from './work-pages';

export const questionnaireWorkPages = workPages(loadQuestionnaireWorkPages, []);
