/**
 * `@qifu/ui/prompts` — the login prompts of seeds 000 §6 (请先登录; 请先使用企业账号进行登录 with 去登录 /
 * 暂不登录). A separate entry, not the `@qifu/ui` barrel: the barrel is part of the home's first load
 * and these dialogs (Mantine Modal) are only needed by lazily loaded pages.
 */
export {
  ENTERPRISE_LOGIN_MESSAGE,
  EnterpriseLoginBlock,
  EnterpriseLoginPrompt,
  LoginRequiredModal,
  type EnterpriseLoginBlockProps,
  type EnterpriseLoginPromptProps,
  type LoginRequiredModalProps,
} from './lib/prompts/login-prompts';
