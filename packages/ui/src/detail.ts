export { CompanyDetail, DetailCard, DetailList, OfficeDetail } from './DetailCard/DetailCard';
export type {
  CompanyDetailData,
  DetailCardProps,
  DetailFormat,
  DetailItem,
  OfficeDetailData,
} from './DetailCard/DetailCard';
