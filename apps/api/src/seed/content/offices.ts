import type { OfficeTypeCode } from '../../db/schema';

/** A demo office (department) with its sub-offices. */
export interface DemoOffice {
  officeName: string;
  officeCode?: string;
  officeType: OfficeTypeCode;
  leader?: string;
  phone?: string;
  children?: readonly DemoOffice[];
}

/**
 * The county's offices for the demo (openapi `SysOfficeNode`): the county government, the county
 * bureaus that issue the demo policies (their names equal the policies' `policyDepName`, which the
 * consultation data rule matches on), the towns and streets, and the service centre. Leaders and
 * phone numbers are fictional.
 */
export const demoOffices: DemoOffice = {
  officeName: '德清县人民政府',
  officeType: '1',
  children: [
    {
      officeName: '德清县经济和信息化局',
      officeCode: 'JXJ',
      officeType: '2',
      leader: '王强',
      phone: '0572-8888001',
      children: [{ officeName: '德清县中小企业发展服务中心', officeCode: 'JXJ-ZX', officeType: '4', leader: '沈磊', phone: '0572-8888011' }],
    },
    { officeName: '德清县科学技术局', officeCode: 'KJJ', officeType: '2', leader: '许燕', phone: '0572-8888002' },
    { officeName: '德清县人力资源和社会保障局', officeCode: 'RSJ', officeType: '2', phone: '0572-8888003' },
    { officeName: '德清县财政局', officeCode: 'CZJ', officeType: '2', phone: '0572-8888004' },
    { officeName: '德清县商务局', officeCode: 'SWJ', officeType: '2', phone: '0572-8888005' },
    { officeName: '德清县发展和改革局', officeCode: 'FGJ', officeType: '2', phone: '0572-8888006' },
    { officeName: '德清县市场监督管理局', officeCode: 'SCJ', officeType: '2', phone: '0572-8888007' },
    { officeName: '德清县自然资源和规划局', officeCode: 'ZRJ', officeType: '2', phone: '0572-8888008' },
    { officeName: '德清县农业农村局', officeCode: 'NYJ', officeType: '2', phone: '0572-8888009' },
    { officeName: '德清县金融工作服务中心', officeCode: 'JRB', officeType: '2', phone: '0572-8888010' },
    { officeName: '德清县文化和广电旅游体育局', officeCode: 'WLJ', officeType: '2', phone: '0572-8888012' },
    { officeName: '武康街道', officeType: '3' },
    { officeName: '舞阳街道', officeType: '3' },
    { officeName: '阜溪街道', officeType: '3' },
    { officeName: '下渚湖街道', officeType: '3' },
    { officeName: '乾元镇', officeType: '3' },
    { officeName: '新市镇', officeType: '3' },
    { officeName: '洛舍镇', officeType: '3' },
    { officeName: '钟管镇', officeType: '3' },
    { officeName: '德清县企业综合服务中心', officeCode: 'QYFW', officeType: '4', phone: '0572-12345' },
  ],
};
