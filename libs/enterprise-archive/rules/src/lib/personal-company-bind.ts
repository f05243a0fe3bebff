/**
 * The state table of an individual's binding to an enterprise (contract `PersonalCompanyBindStatus`,
 * openapi/domains/enterprise-archive/schemas/personal-company-bind-status.yaml; seeds 001 §7 "/personal/company/*"):
 * the ONE place that says which action is allowed in which state, imported by the server (bind, review, unbind) and
 * the browser (企业绑定审核 offers 通过 / 驳回 only where {@link bindActionsFrom} allows them).
 *
 * | from | action | to | who |
 * |---|---|---|---|
 * | (new) | bind | 0 待审核 | the individual (GR, or a session switched from GR) |
 * | 2 已驳回 | bind | 0 待审核 | the individual asks again for the same enterprise |
 * | 0 待审核 | approve | 1 已绑定 | staff (ent:personalCompany:review) |
 * | 0 待审核 | reject | 2 已驳回 | staff, with an opinion |
 * | 0, 1, 2 | unbind | (removed) | the individual |
 *
 * `new` and `removed` are markers, never stored. Only 1 lets the individual switch into the enterprise (changeToCompany).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine } from '@qifu/util';

/** A stored binding state: '0' 待审核, '1' 已绑定, '2' 已驳回. */
export type PersonalCompanyBindStatus = components['schemas']['PersonalCompanyBindStatus'];

/** Chinese labels of {@link PersonalCompanyBindStatus} (the contract's x-enum-descriptions, generated). */
export const BIND_STATUS_LABELS = ENUM_LABELS.PersonalCompanyBindStatus satisfies Readonly<Record<PersonalCompanyBindStatus, string>>;

/** An action of the binding table. */
export type BindAction = 'bind' | 'approve' | 'reject' | 'unbind';

/** The binding transition table (see the module comment). */
export const personalCompanyBindMachine = defineStateMachine<'new' | PersonalCompanyBindStatus | 'removed', BindAction>({
  states: ['new', '0', '1', '2', 'removed'],
  transitions: [
    { from: ['new', '2'], action: 'bind', to: '0' },
    { from: '0', action: 'approve', to: '1' },
    { from: '0', action: 'reject', to: '2' },
    { from: ['0', '1', '2'], action: 'unbind', to: 'removed' },
  ],
});

/** The actions the table allows from a stored state (the buttons a page offers). */
export function bindActionsFrom(status: PersonalCompanyBindStatus): BindAction[] {
  return personalCompanyBindMachine.actionsFrom(status);
}
