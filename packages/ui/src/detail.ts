export { CompanyDetail, DetailCard, DetailList, OfficeDetail } from './DetailCard/DetailCard';
export type {
  CompanyDetailData,
  DetailCardProps,
  DetailItem,
  OfficeDetailData,
} from './DetailCard/DetailCard';
