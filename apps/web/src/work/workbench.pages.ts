/** The workbench's own pages: the home (/work/home, every logged-in user). */
import { workPages } from './work-pages';

const loadWorkbenchPages = () => import('@qifu/workbench-feature');

export const workbenchWorkPages = workPages(loadWorkbenchPages, [{ path: 'home', page: 'WorkHomePage', title: '工作台首页' }]);
