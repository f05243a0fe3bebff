/**
 * The enterprise data-authorization agreement shown in the data-authorization dialog (seeds 000 §1
 * "A data-authorization agreement for enterprises"; the documents do not give its text: this is the
 * platform's own). One entry per paragraph; the first is the title.
 */
export const DATA_AUTHORIZATION_AGREEMENT = {
  title: '企业数据授权协议',
  intro:
    '为向贵企业精准推送惠企政策、开展政策匹配与申报前风险检查，德清县企业综合服务平台（以下简称“平台”）需要在贵企业授权后，查询和使用贵企业的相关数据。请贵企业在授权前仔细阅读本协议。',
  clauses: [
    '一、授权范围。贵企业授权平台从政府部门共享数据中获取贵企业的工商登记、纳税、社保、知识产权、资质认定、行政处罚及信用记录等信息，并结合贵企业在平台填报的信息建立企业档案。',
    '二、使用目的。上述数据仅用于政策匹配与测算、申报前风险检查、企业体检报告及相关政策服务，不用于与上述目的无关的任何用途。',
    '三、数据安全。平台按照国家网络安全和数据安全的有关规定保存和处理数据，采取加密传输、访问控制和操作留痕等措施，未经贵企业同意不向第三方提供。',
    '四、授权期限。本授权自贵企业选择“同意授权”之日起生效。贵企业可随时在“企业用户授权”中重新选择；拒绝授权后，平台不再使用共享数据为贵企业提供风险检查和精准匹配，已申报的事项不受影响。',
    '五、其他。贵企业拒绝授权不影响使用平台的其他公开服务。本协议未尽事宜，按照国家有关法律法规执行。',
  ],
} as const;
