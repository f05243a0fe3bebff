/**
 * Demo content of the smart customer-service chat (seeds 000 §3, §4 "Human chat", §7): the knowledge
 * base of 德清县企业综合服务中心 (questions enterprises ask about policies, declarations, appeals,
 * factory buildings and land, technology, finance, talent and the platform itself), questions asked
 * to the robot, and past human conversations. Dates are 2026, China time.
 */

/** A knowledge entry: question, answer, enabled, times the robot answered with it, last change. */
export interface DemoKnowledge {
  knoQuiz: string;
  knoReply: string;
  enableFlag?: boolean;
  hitCount: number;
  updatedAt: string;
}

/**
 * The seeded question the end-to-end chat test asks by part of its text ({@link DEMO_CHAT_PARTIAL}).
 */
export const DEMO_CHAT_QUESTION = '如何申报专精特新中小企业？';
/** A part of {@link DEMO_CHAT_QUESTION} that the robot answers with that entry. */
export const DEMO_CHAT_PARTIAL = '申报专精特新';

export const demoKnowledge: readonly DemoKnowledge[] = [
  {
    knoQuiz: DEMO_CHAT_QUESTION,
    knoReply:
      '省级专精特新中小企业每年集中申报一次（通常在5—7月）。企业登录本平台进入“政策服务—申报项目”，选择“省级专精特新中小企业认定”，在线填写专业化、精细化、特色化、创新能力四类指标并上传近两年审计报告、知识产权证明等材料，经县经信局初审后报市经信局复核、省经信厅认定。',
    hitCount: 86,
    updatedAt: '2026-10-12T09:20:00+08:00',
  },
  {
    knoQuiz: '专精特新企业有哪些奖励政策？',
    knoReply:
      '对首次认定为国家级专精特新“小巨人”企业的，县财政给予一次性奖励100万元；首次认定为省级专精特新中小企业的奖励20万元；创新型中小企业入库的奖励2万元。奖励按《德清县关于加快制造业高质量发展的若干政策意见》执行，认定次年由县经信局统一兑付，无需企业另行申请。',
    hitCount: 41,
    updatedAt: '2026-09-30T15:10:00+08:00',
  },
  {
    knoQuiz: '高新技术企业认定条件是什么？',
    knoReply:
      '主要条件：在中国境内注册一年以上；拥有主要产品核心技术的自主知识产权；科技人员占职工总数不低于10%；近三个会计年度研发费用占销售收入比例符合规定（最近一年销售收入小于5000万元的不低于5%）；近一年高新技术产品收入占总收入60%以上；创新能力评价达标；申请前一年无重大安全、质量事故或严重环境违法行为。',
    hitCount: 73,
    updatedAt: '2026-08-18T10:00:00+08:00',
  },
  {
    knoQuiz: '高新技术企业申报流程和时间？',
    knoReply:
      '浙江省每年分两批组织高新技术企业认定，一般4月、7月开放网上申报。企业先在“高新技术企业认定管理工作网”注册并提交材料，同时向县科技局报送纸质材料；县科技局审核后推荐至市、省科技厅，专家评审通过后公示认定。首次认定奖励及税收优惠可咨询县科技局：0572-8022316。',
    hitCount: 38,
    updatedAt: '2026-08-18T10:05:00+08:00',
  },
  {
    knoQuiz: '政策计算器怎么用？',
    knoReply:
      '企业用户登录后点击“政策服务—政策计算器”，系统根据企业档案自动匹配可享受的政策项目并给出符合、不符合、缺少数据三种结果。对“缺少数据”的项目可点击“去完善信息”补充经营数据，保存后重新计算；点击项目可查看具体条件和申报时间。',
    hitCount: 64,
    updatedAt: '2026-10-02T14:30:00+08:00',
  },
  {
    knoQuiz: '企业体检报告在哪里查看？',
    knoReply:
      '登录企业账号后进入“政策服务—企业体检”，系统会根据企业档案、知识产权、纳税和信用情况生成体检报告，列出可申报政策、存在风险和改进建议。报告可在线查看，数据每月更新一次。',
    hitCount: 22,
    updatedAt: '2026-07-21T11:00:00+08:00',
  },
  {
    knoQuiz: '诉求提交后多久答复？',
    knoReply:
      '企业在“诉求服务”提交诉求后，服务中心1个工作日内受理并分派至责任部门；一般诉求办理时限为15个工作日，复杂诉求可延长，延期会通知企业。办理结果经服务中心审核后在“我的诉求”中反馈，企业可随时查看办理进度。',
    hitCount: 57,
    updatedAt: '2026-09-10T09:00:00+08:00',
  },
  {
    knoQuiz: '如何提交企业诉求？',
    knoReply:
      '企业用户登录后进入“诉求服务”，点击“我要提诉求”，选择诉求分类、所属区域，填写诉求标题、内容和联系方式，可上传图片或附件，提交后即可在“我的诉求”跟踪进度。也可拨打服务热线400-826-0572由话务员代为登记。',
    hitCount: 45,
    updatedAt: '2026-09-10T09:10:00+08:00',
  },
  {
    knoQuiz: '诉求被退回了怎么办？',
    knoReply:
      '诉求被退回通常是内容不完整或不属于受理范围。请在“我的诉求”查看退回原因，补充材料或修改内容后点击“重新提交”，服务中心将重新受理。如对退回有异议，可拨打服务热线咨询。',
    hitCount: 12,
    updatedAt: '2026-06-05T16:20:00+08:00',
  },
  {
    knoQuiz: '厂房租赁信息在哪里查询？',
    knoReply:
      '进入“厂房土地”栏目即可查看全县可租售的标准厂房和工业用地信息，支持按区域、面积、价格筛选。详情页有厂房位置、层高、承重、配套和联系人电话；如有用房需求也可登录后发布“厂房需求”，服务中心将协助对接。',
    hitCount: 39,
    updatedAt: '2026-10-20T10:40:00+08:00',
  },
  {
    knoQuiz: '如何发布厂房出租信息？',
    knoReply:
      '企业用户登录后进入工作台“我的厂房”，点击新增，填写厂房地址、面积、层高、租金、联系人并上传实景照片和产权证明，提交后经服务中心审核通过即在“厂房土地”栏目公开展示。',
    hitCount: 18,
    updatedAt: '2026-10-20T10:45:00+08:00',
  },
  {
    knoQuiz: '工业用地怎么申请？',
    knoReply:
      '工业用地通过招拍挂方式出让。企业可在“厂房土地—土地信息”查看拟出让地块，向县经信局提交项目投资意向，经项目评审、亩均效益评估后由县自然资源和规划局组织挂牌出让。咨询电话：0572-8061234。',
    hitCount: 15,
    updatedAt: '2026-05-14T09:30:00+08:00',
  },
  {
    knoQuiz: '技术改造补助如何申报？',
    knoReply:
      '对当年完成设备投资500万元以上的技术改造项目，按设备投资额给予最高10%的补助。项目竣工后，企业登录平台进入“政策服务—申报项目”，选择“工业企业技术改造项目补助”，上传设备发票、付款凭证和项目验收材料，经县经信局审核、第三方核查后兑付。',
    hitCount: 52,
    updatedAt: '2026-09-01T08:50:00+08:00',
  },
  {
    knoQuiz: '政策申报需要准备哪些材料？',
    knoReply:
      '通用材料包括：营业执照、法定代表人身份证明、近一年财务报表或审计报告、纳税证明、信用承诺书。不同项目另有专项材料，请在项目详情页查看“申报材料清单”，按清单在线上传PDF或图片即可。',
    hitCount: 33,
    updatedAt: '2026-07-02T13:00:00+08:00',
  },
  {
    knoQuiz: '申报的项目审核进度在哪里看？',
    knoReply:
      '登录企业账号后进入工作台“我的申报”，可看到每个申报项目的状态（草稿、待审核、审核通过、退回修改、已兑付）和审核意见；被退回的项目可修改后重新提交。',
    hitCount: 27,
    updatedAt: '2026-07-02T13:10:00+08:00',
  },
  {
    knoQuiz: '政策补助资金什么时候到账？',
    knoReply:
      '项目审核通过并公示无异议后，由县财政局按批次拨付至企业对公账户，一般在公示结束后30个工作日内到账。具体进度可在“我的申报”查看兑付状态，或咨询项目主管部门。',
    hitCount: 31,
    updatedAt: '2026-08-25T15:00:00+08:00',
  },
  {
    knoQuiz: '如何订阅政策推送？',
    knoReply:
      '登录后进入“政策服务—政策订阅”，选择关注的行业、支持方式和发文部门，保存后有新政策发布时会在平台消息中提醒，并可在“我的订阅”中集中查看。',
    hitCount: 14,
    updatedAt: '2026-04-18T10:00:00+08:00',
  },
  {
    knoQuiz: '政策超市可以按部门筛选吗？',
    knoReply:
      '可以。政策超市支持按关键字、发文单位和支持方式筛选，点击“立即了解”可在新窗口查看政策原文和解读；对政策有疑问可点击“政策咨询”留言，相关部门会在工作日内答复。',
    hitCount: 9,
    updatedAt: '2026-04-18T10:10:00+08:00',
  },
  {
    knoQuiz: '企业账号怎么注册登录？',
    knoReply:
      '本平台使用浙江政务服务网统一身份认证。点击页面右上角“企业登录”，用法人或经办人账号登录浙江政务服务网后自动返回平台，首次登录会关联企业统一社会信用代码。个人用户请点击“个人登录”。',
    hitCount: 48,
    updatedAt: '2026-03-09T09:00:00+08:00',
  },
  {
    knoQuiz: '忘记密码怎么办？',
    knoReply:
      '企业和个人用户通过浙江政务服务网登录，忘记密码请在浙江政务服务网登录页点击“忘记密码”找回；工作人员账号请联系平台管理员重置密码，重置后首次登录需修改密码。',
    hitCount: 20,
    updatedAt: '2026-03-09T09:05:00+08:00',
  },
  {
    knoQuiz: '数据授权是什么意思？',
    knoReply:
      '数据授权是指企业同意平台在政策匹配、企业体检中使用其在政府部门的经营、纳税、社保等数据。授权后政策计算器可自动带出企业数据、申报时免填部分信息；不授权不影响浏览政策，但需手动填写相关数据。授权状态可在用户菜单“企业用户授权”中查看。',
    hitCount: 16,
    updatedAt: '2026-05-27T14:00:00+08:00',
  },
  {
    knoQuiz: '科技成果在哪里发布？',
    knoReply:
      '企业或个人登录后进入工作台“我的科技成果”，填写成果名称、所属领域、成熟度、合作方式和简介，提交审核通过后将在“科技服务—科技成果”展示，供有需求的企业对接。',
    hitCount: 11,
    updatedAt: '2026-06-16T10:30:00+08:00',
  },
  {
    knoQuiz: '怎么找合作的科研院所和专家？',
    knoReply:
      '进入“科技服务”，在“科研院所”和“专家库”中可按领域检索合作机构与专家，查看研究方向、代表成果和联系方式；也可在“技术需求”中发布需求，由县科技局组织对接。',
    hitCount: 13,
    updatedAt: '2026-06-16T10:40:00+08:00',
  },
  {
    knoQuiz: '研发费用加计扣除比例是多少？',
    knoReply:
      '企业开展研发活动实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，再按实际发生额的100%在税前加计扣除；形成无形资产的，按无形资产成本的200%在税前摊销。具体可咨询县税务局：0572-8883366。',
    hitCount: 29,
    updatedAt: '2026-02-26T11:20:00+08:00',
  },
  {
    knoQuiz: '企业贷款贴息政策有哪些？',
    knoReply:
      '县内中小微企业通过“小微企业信贷风险补偿资金池”合作银行取得的流动资金贷款，可按贷款市场报价利率的30%给予贴息，单户年贴息不超过20万元。可在“金融服务”查看合作银行和产品，或拨打县金融办电话0572-8068990。',
    hitCount: 24,
    updatedAt: '2026-05-08T09:40:00+08:00',
  },
  {
    knoQuiz: '首贷户有什么扶持？',
    knoReply:
      '首次获得银行贷款的小微企业，可享受合作银行优惠利率和县政府性融资担保机构担保费减半；金融服务栏目提供首贷服务中心预约，银行客户经理将在3个工作日内上门对接。',
    hitCount: 8,
    updatedAt: '2026-05-08T09:45:00+08:00',
  },
  {
    knoQuiz: '人才引进有哪些补贴？',
    knoReply:
      '企业新引进的全日制本科及以上毕业生，在德清缴纳社保满一年的，给予生活补贴（本科每年1万元、硕士每年2万元、博士每年5万元，最长3年）；高层次人才另有购房补贴和项目资助，详见“人才服务”平台或咨询县委人才办。',
    hitCount: 26,
    updatedAt: '2026-04-02T15:30:00+08:00',
  },
  {
    knoQuiz: '培训活动怎么报名？',
    knoReply:
      '进入“培训宣传”栏目，在活动列表中选择正在报名的培训，点击“我要报名”并填写参加人员信息即可；报名成功后可在活动详情查看签到码，活动结束后可下载培训资料。',
    hitCount: 19,
    updatedAt: '2026-09-22T10:10:00+08:00',
  },
  {
    knoQuiz: '商事法律服务能提供哪些帮助？',
    knoReply:
      '商事法律服务板块提供合同审查、劳动用工、知识产权保护、涉外商事等公益法律咨询，由县司法局联合律师事务所志愿律师提供服务；企业可在线预约，也可每周三上午到县企业综合服务中心法律服务窗口现场咨询。',
    hitCount: 10,
    updatedAt: '2026-03-30T16:00:00+08:00',
  },
  {
    knoQuiz: '质量服务平台怎么进入？',
    knoReply:
      '在首页主菜单点击“质量服务”即可跳转至质量服务平台，可办理标准查询、计量检定预约、质量提升帮扶等事项；企业用户从本平台进入时会自动完成身份验证，无需重复登录。',
    hitCount: 6,
    updatedAt: '2026-03-30T16:10:00+08:00',
  },
  {
    knoQuiz: '企业综合服务中心的办公时间和地址？',
    knoReply:
      '德清县企业综合服务中心位于武康街道志远北路1号县政务服务中心三楼，工作日08:30-17:00对外服务（节假日除外）。服务热线400-826-0572，邮箱qyfw@deqing.gov.cn。',
    hitCount: 35,
    updatedAt: '2026-01-15T09:00:00+08:00',
  },
  {
    knoQuiz: '怎么联系人工客服？',
    knoReply:
      '在智能客服窗口点击“联系人工”即可转接在线人工客服（需先登录），工作时间08:30-17:00；非工作时间可拨打服务热线400-826-0572留言，工作人员将在下一个工作日回电。',
    hitCount: 21,
    updatedAt: '2026-01-15T09:10:00+08:00',
  },
  {
    knoQuiz: '小升规企业有什么奖励？',
    knoReply:
      '对首次纳入规模以上工业企业统计的“小升规”企业，县财政给予一次性奖励10万元，连续两年保持在规上的再奖励5万元。名单由县统计局确认后县经信局统一兑付。',
    hitCount: 17,
    updatedAt: '2026-02-10T10:00:00+08:00',
  },
  {
    knoQuiz: '亩均效益评价结果有什么影响？',
    knoReply:
      '亩均效益综合评价按年度将工业企业分为A、B、C、D四类。A类企业在用地、用能、信贷等方面优先保障并享受差别化电价、水价优惠；C、D类企业实行差别化要素价格，并列入整治提升名单。评价结果可在企业体检报告中查看。',
    hitCount: 12,
    updatedAt: '2026-02-10T10:20:00+08:00',
  },
  {
    knoQuiz: '数字化改造有补助吗？',
    knoReply:
      '有。列入县级以上数字化车间、智能工厂的企业，分别奖励30万元和100万元；实施工业互联网、智能制造诊断后完成改造的，按软件和信息化投入的20%给予补助，最高200万元。申报入口：“政策服务—申报项目”。',
    hitCount: 23,
    updatedAt: '2026-07-28T09:15:00+08:00',
  },
  {
    knoQuiz: '绿色工厂认定如何申请？',
    knoReply:
      '企业对照《绿色工厂评价通则》完成自评并委托第三方机构出具评价报告，在每年省经信厅发布通知后，通过本平台“申报项目”提交材料，县经信局初审后逐级推荐。获评省级、国家级绿色工厂分别奖励20万元、50万元。',
    hitCount: 9,
    updatedAt: '2026-07-28T09:25:00+08:00',
  },
  {
    knoQuiz: '企业上市有哪些扶持政策？',
    knoReply:
      '对在境内外证券交易所首发上市的企业，分阶段给予累计最高1000万元奖励（股改、辅导备案、申报受理、成功上市各阶段兑现）；在浙江股权交易中心挂牌的奖励20万元。详情请咨询县金融办。',
    hitCount: 7,
    updatedAt: '2026-06-30T11:00:00+08:00',
  },
  {
    knoQuiz: '知识产权专利资助怎么申请？',
    knoReply:
      '县内企业获得授权的发明专利每件资助5000元，PCT国际专利另有资助。每年3月通过本平台“申报项目”集中申报，上传专利证书和缴费凭证，县市场监管局审核后拨付。',
    hitCount: 15,
    updatedAt: '2026-03-01T09:00:00+08:00',
  },
  {
    knoQuiz: '外贸企业出口信用保险有补贴吗？',
    knoReply:
      '对县内出口企业投保短期出口信用保险的保费，按实缴保费的50%给予补助，单家企业最高50万元；年出口额300万美元以下的小微企业由县统一投保，企业免费享受。具体请咨询县商务局。',
    hitCount: 5,
    updatedAt: '2026-04-25T14:20:00+08:00',
  },
  {
    knoQuiz: '意见反馈在哪里提交？',
    knoReply:
      '点击页面顶部的“意见反馈”，填写标题、留言、姓名和手机号后提交即可，平台运营人员会在3个工作日内处理并联系您。',
    hitCount: 4,
    updatedAt: '2026-01-20T10:00:00+08:00',
  },
  {
    knoQuiz: '2025年度技改项目申报通知',
    knoReply: '2025年度工业企业技术改造项目申报已于2025年12月31日截止，2026年度申报通知请关注政策超市。',
    enableFlag: false,
    hitCount: 3,
    updatedAt: '2025-12-31T17:00:00+08:00',
  },
  {
    knoQuiz: '疫情期间房租减免政策',
    knoReply: '该阶段性政策已到期停止执行。',
    enableFlag: false,
    hitCount: 0,
    updatedAt: '2025-06-30T17:00:00+08:00',
  },
];

/** A question asked to the robot: who (user name or null for a visitor), when, and the answer shown. */
export interface DemoSmartQuestion {
  question: string;
  /** The knowledge question that answered, or null when nothing matched. */
  knoQuiz: string | null;
  userName: string | null;
  createdAt: string;
  /** What the chat showed when it was not the entry's answer (the not-found text). */
  answerContent?: string;
}

/** The chat's not-found text (seeds 000 §8 "Missing chat match"). */
export const NOT_FOUND_TEXT = '未找到您想到的信息';

export const demoSmartQuestions: readonly DemoSmartQuestion[] = [
  { question: '专精特新怎么申报', knoQuiz: DEMO_CHAT_QUESTION, userName: 'qy', createdAt: '2026-11-18T09:12:00+08:00' },
  { question: '高新技术企业认定需要什么条件', knoQuiz: '高新技术企业认定条件是什么？', userName: 'qy', createdAt: '2026-11-17T14:03:00+08:00' },
  { question: '政策计算器', knoQuiz: '政策计算器怎么用？', userName: null, createdAt: '2026-11-16T10:25:00+08:00' },
  { question: '诉求多久能答复', knoQuiz: '诉求提交后多久答复？', userName: 'qy', createdAt: '2026-11-15T16:40:00+08:00' },
  { question: '租厂房', knoQuiz: '厂房租赁信息在哪里查询？', userName: 'gr', createdAt: '2026-11-14T11:11:00+08:00' },
  { question: '公司注销要多久', knoQuiz: null, userName: null, createdAt: '2026-11-13T09:30:00+08:00', answerContent: NOT_FOUND_TEXT },
  { question: '技改补助怎么申报', knoQuiz: '技术改造补助如何申报？', userName: 'qy', createdAt: '2026-11-12T15:20:00+08:00' },
  { question: '社保缴费基数怎么调整', knoQuiz: null, userName: 'gr', createdAt: '2026-11-10T10:05:00+08:00', answerContent: NOT_FOUND_TEXT },
  { question: '补助资金多久到账', knoQuiz: '政策补助资金什么时候到账？', userName: 'qy', createdAt: '2026-11-08T13:45:00+08:00' },
  { question: '人才补贴', knoQuiz: '人才引进有哪些补贴？', userName: 'gr', createdAt: '2026-11-05T09:50:00+08:00' },
  { question: '食堂营业执照怎么办', knoQuiz: null, userName: null, createdAt: '2026-11-03T17:10:00+08:00', answerContent: NOT_FOUND_TEXT },
  { question: '服务中心在哪里', knoQuiz: '企业综合服务中心的办公时间和地址？', userName: null, createdAt: '2026-10-30T08:55:00+08:00' },
  { question: '贷款贴息', knoQuiz: '企业贷款贴息政策有哪些？', userName: 'qy', createdAt: '2026-10-28T10:30:00+08:00' },
  { question: '数字化车间奖励多少', knoQuiz: '数字化改造有补助吗？', userName: 'qy', createdAt: '2026-10-25T14:15:00+08:00' },
  { question: '出口退税进度查询', knoQuiz: null, userName: 'qy', createdAt: '2026-10-21T11:35:00+08:00', answerContent: NOT_FOUND_TEXT },
  { question: '培训报名', knoQuiz: '培训活动怎么报名？', userName: 'gr', createdAt: '2026-10-18T09:05:00+08:00' },
];

/** A message of a demo conversation: from the user (`'user'`) or the staff member (`'staff'`). */
export interface DemoChatLine {
  from: 'user' | 'staff';
  content: string;
  /** Minutes after the request was made. */
  minute: number;
}

/** A past or waiting human conversation. */
export interface DemoChat {
  userName: string;
  question: string | null;
  status: '1' | '2' | '3';
  staffUserName: string | null;
  createdAt: string;
  /** Minutes after creation when a staff member accepted / it ended. */
  acceptAfter?: number;
  closeAfter?: number;
  lines: readonly DemoChatLine[];
}

export const demoChats: readonly DemoChat[] = [
  {
    userName: 'gr',
    question: '人才补贴',
    status: '3',
    staffUserName: 'callcenter',
    createdAt: '2026-11-05T09:52:00+08:00',
    acceptAfter: 1,
    closeAfter: 9,
    lines: [
      { from: 'user', content: '您好，我是今年毕业的硕士，刚入职县里一家企业，生活补贴怎么申请？', minute: 1 },
      { from: 'staff', content: '您好！硕士毕业生在德清缴纳社保满一年后，可在“人才服务”平台在线申请生活补贴，每年2万元，最长3年。', minute: 2 },
      { from: 'user', content: '社保要从什么时候开始算？', minute: 4 },
      { from: 'staff', content: '从您在德清参保缴费的第一个月开始计算，满12个月即可申请，申请时需上传毕业证、学位证和劳动合同。', minute: 5 },
      { from: 'user', content: '明白了，谢谢！', minute: 8 },
      { from: 'staff', content: '不客气，如有其他问题欢迎随时咨询。', minute: 9 },
    ],
  },
  {
    userName: 'qy',
    question: '技改补助怎么申报',
    status: '3',
    staffUserName: 'yyf',
    createdAt: '2026-11-12T15:22:00+08:00',
    acceptAfter: 2,
    closeAfter: 12,
    lines: [
      { from: 'user', content: '我们今年上了一条新产线，设备投资大概800万，技改补助能申请吗？', minute: 2 },
      { from: 'staff', content: '您好，设备投资500万元以上的技改项目可以申报，补助最高为设备投资额的10%，需要项目竣工验收后申报。', minute: 3 },
      { from: 'user', content: '设备是分两次付款的，发票也是分开开的，可以吗？', minute: 6 },
      { from: 'staff', content: '可以，只要是本项目的设备，发票和付款凭证齐全即可合并计算，申报时按清单逐项上传。', minute: 7 },
      { from: 'user', content: '好的，我们准备一下材料，先结束对话了。', minute: 12 },
    ],
  },
  {
    userName: 'gr',
    question: '租厂房',
    status: '1',
    staffUserName: null,
    createdAt: '2026-11-20T16:30:00+08:00',
    lines: [{ from: 'user', content: '想租一个1000平方左右的厂房做来料加工，有没有合适的推荐？', minute: 1 }],
  },
];
