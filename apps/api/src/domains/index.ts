/**
 * The handler registry: operationId → handler, composed from one registry per domain,
 * `./<domain>/handlers.ts` exporting `<domain>Handlers` (issue 12). A domain keeps one file per
 * operationId (`<operation-id-kebab>.ts`, in a folder per resource where the domain has them, e.g.
 * `sys/user/`). Operations of the contract missing here answer 501 NOT_IMPLEMENTED.
 */
import type { HandlerRegistry } from '../core/handler';
import { appealHandlers } from './appeal/handlers';
import { callHandlers } from './call/handlers';
import { cmsHandlers } from './cms/handlers';
import { customerServiceHandlers } from './customer-service/handlers';
import { declarationHandlers } from './declaration/handlers';
import { enterpriseArchiveHandlers } from './enterprise-archive/handlers';
import { filesHandlers } from './files/handlers';
import { landHandlers } from './land/handlers';
import { matchingHandlers } from './matching/handlers';
import { policyHandlers } from './policy/handlers';
import { portalHandlers } from './portal/handlers';
import { questionnaireHandlers } from './questionnaire/handlers';
import { sessionHandlers } from './session/handlers';
import { smsHandlers } from './sms/handlers';
import { sysHandlers } from './sys/handlers';
import { techHandlers } from './tech/handlers';
import { trainingHandlers } from './training/handlers';

export const handlers: HandlerRegistry = {
  ...sessionHandlers,
  ...sysHandlers,
  ...filesHandlers,
  ...policyHandlers,
  ...matchingHandlers,
  ...declarationHandlers,
  ...cmsHandlers,
  ...landHandlers,
  ...techHandlers,
  ...trainingHandlers,
  ...appealHandlers,
  ...callHandlers,
  ...enterpriseArchiveHandlers,
  ...customerServiceHandlers,
  ...portalHandlers,
  ...questionnaireHandlers,
  ...smsHandlers,
};
