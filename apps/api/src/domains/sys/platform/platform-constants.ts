/**
 * Constants of the platform (seeds 000 §2 footer, §9): the footer contacts used until an operator
 * saves the contact block (`sys_home_contact`), the data-authorization switch and the county.
 */
export const PLATFORM_CONSTANTS = {
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  agreementCheck: true,
  orgCode: '330521',
  orgName: '德清县',
} as const;
