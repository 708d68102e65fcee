export { DetailCard, DetailList } from './DetailCard/DetailCard';
export type { DetailCardProps, DetailFormat, DetailItem } from './DetailCard/DetailCard';
